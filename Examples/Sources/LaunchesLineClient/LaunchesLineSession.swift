public import FeatureFlags
public import Foundation
public import LaunchesFeature

/// The Launches feature one line at a time: a command in, plain lines out, for a pipe, a script
/// or a screen reader. It drives the same view models as Mosaic's terminal app, web app and
/// commands; it only decides what a command asks of them and how their state reads as lines.
@MainActor
public final class LaunchesLineSession: LaunchesRouting {
    private let list: LaunchListViewModel
    private let makeDetail: (String) -> LaunchDetailViewModel
    private var detail: LaunchDetailViewModel?

    /// Whether `quit` was read.
    public private(set) var isFinished = false

    public init(
        service: LaunchesService, flags: any FeatureFlagProvider, events: any LaunchesEventSink,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        let client = LaunchesClient.live(service)
        list = LaunchListViewModel(client: client, events: events, pageSize: 10)
        makeDetail = { LaunchDetailViewModel(launchID: $0, client: client, flags: flags, events: events, now: now) }
        list.router = self
    }

    /// The first screen: the upcoming launches.
    public func start() async -> [String] {
        await list.load()
        return listLines()
    }

    /// Answers one command: `upcoming`, `past`, `more`, `open <n>`, `back`, `refresh`, `help` or `quit`.
    public func handle(_ line: String) async -> [String] {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first ?? "", words.count) {
        case ("upcoming", 1), ("past", 1):
            detail = nil
            await list.select(words[0] == "past" ? .past : .upcoming)
            return listLines()
        case ("more", 1):
            await list.loadNextPage()
            return listLines()
        case ("refresh", 1):
            await list.refresh()
            return listLines()
        case ("open", 2):
            guard let number = Int(words[1]), list.state.rows.indices.contains(number - 1) else {
                return ["No launch \(words[1]) in this list; pick 1 to \(list.state.rows.count)."]
            }
            list.select(id: list.state.rows[number - 1].id)
            await detail?.load()
            return detailLines()
        case ("back", 1):
            detail = nil
            return listLines()
        case ("quit", 1):
            isFinished = true
            return []
        default:
            return ["Commands: upcoming, past, more, open <n>, back, refresh, quit."]
        }
    }

    public func showLaunch(id: String) {
        detail = makeDetail(id)
    }

    private func listLines() -> [String] {
        let state = list.state
        switch state.phase {
        case .idle, .loading: return ["Loading…"]
        case .failed(let message): return ["\(state.selectedTab.title) launches could not load: \(message)"]
        case .loaded where state.rows.isEmpty: return ["No \(state.selectedTab.title.lowercased()) launches."]
        case .loaded:
            let total = state.paging.total.map { " of \($0)" } ?? ""
            let heading = "\(state.selectedTab.title) launches (\(state.rows.count)\(total)):"
            let rows = state.rows.enumerated().map { "\($0.offset + 1). \($0.element.name), \($0.element.dateText)" }
            let footer = state.paging.loadMoreError ?? (state.paging.hasMore ? "More with: more" : "That is all.")
            return [heading] + rows + [footer]
        }
    }

    private func detailLines() -> [String] {
        guard let state = detail?.state else { return listLines() }
        switch state.phase {
        case .idle, .loading: return ["Loading…"]
        case .failed(let message): return ["The launch could not load: \(message)"]
        case .loaded:
            guard let content = state.content else { return [] }
            var when = content.dateDisplay.date
            if case .countdown(let countdown, _) = content.dateDisplay { when += ", \(countdown.text)" }
            let rows = content.rows.map { "\($0.title): \($0.value)" }
            return [content.name, when] + rows + ["Back to the list with: back"]
        }
    }
}
