import Foundation
import LaunchesFeature
import Synchronization

/// The launch list's API as its client sees it: each tab's pages of launch names, the pages that
/// fail, and every page asked for (`"upcoming 2"`), in order. Tests change pages and failures as
/// they run.
final class StubLaunchPages: Sendable {
    private struct State {
        var pages: [LaunchesTab: [[String]]]
        var failing: Set<String> = []
        var asked: [String] = []
    }

    private let state: Mutex<State>

    init(_ pages: [LaunchesTab: [[String]]]) {
        state = Mutex(State(pages: pages))
    }

    var asked: [String] { state.withLock { $0.asked } }

    /// Serves `pages` for `tab` from now on.
    func serve(_ pages: [[String]], for tab: LaunchesTab) { state.withLock { $0.pages[tab] = pages } }

    /// Makes the pages named (`"upcoming 2"`) fail with ``failure(_:)`` from now on, and only them.
    func fail(_ pages: Set<String>) { state.withLock { $0.failing = pages } }

    /// What a failing page throws.
    static func failure(_ page: String) -> LaunchesError { .failed("\(page) failed") }

    /// A client that records each page asked for, lets `wait` hold it, then answers it.
    func client(wait: @escaping @Sendable (LaunchesTab, Int) async -> Void = { _, _ in }) -> LaunchesClient {
        LaunchesClient(
            page: { [self] tab, number, _ throws(LaunchesError) in
                let name = "\(tab.rawValue) \(number)"
                state.withLock { $0.asked.append(name) }
                await wait(tab, number)
                let (pages, fails) = state.withLock { ($0.pages[tab] ?? [], $0.failing.contains(name)) }
                guard !fails, pages.indices.contains(number - 1) else { throw Self.failure(name) }
                return LaunchPage(
                    launches: pages[number - 1].map {
                        Launch(id: $0, name: $0, date: Date(timeIntervalSince1970: 0), isUpcoming: tab == .upcoming)
                    },
                    totalCount: pages.joined().count, page: number, totalPages: pages.count,
                    nextPage: number < pages.count ? number + 1 : nil)
            },
            launch: { id throws(LaunchesError) in throw .launchNotFound(id: id) })
    }
}
