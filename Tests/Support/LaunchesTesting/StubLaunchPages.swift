import Foundation
public import LaunchesFeature
import Synchronization

/// The launch list's API as its client sees it: each tab's pages of launch names, the failing pages, and every
/// page asked for (`"upcoming 2"`), in order; tests change pages and failures as they run.
public final class StubLaunchPages: Sendable {
    private struct State {
        var pages: [LaunchesTab: [[String]]]
        var failing: Set<String> = []
        public var asked: [String] = []
    }

    private let state: Mutex<State>

    public init(_ pages: [LaunchesTab: [[String]]]) {
        state = Mutex(State(pages: pages))
    }

    public var asked: [String] { state.withLock { $0.asked } }

    /// Serves `pages` for `tab` from now on.
    public func serve(_ pages: [[String]], for tab: LaunchesTab) { state.withLock { $0.pages[tab] = pages } }

    /// Makes the pages named (`"upcoming 2"`) fail with ``failure(_:)`` from now on, and only them.
    public func fail(_ pages: Set<String>) { state.withLock { $0.failing = pages } }

    /// What a failing page throws.
    public static func failure(_ page: String) -> LaunchesError { .failed("\(page) failed") }

    /// A client that records each page asked for, lets `wait` hold it, then answers it; it has no single launch.
    public func client(wait: @escaping @Sendable (LaunchesTab, Int) async -> Void = { _, _ in }) -> LaunchesClient {
        .stub(
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
                    totalCount: pages.joined().count, page: number, nextPage: number < pages.count ? number + 1 : nil)
            })
    }

    /// Holds the requests a `wait` hands it until the test opens it, to observe them in flight.
    public actor Gate {
        private var waiters: [CheckedContinuation<Void, Never>] = []
        private var isOpen = false

        public init() {}

        public func wait() async {
            guard !isOpen else { return }
            await withCheckedContinuation { waiters.append($0) }
        }

        public func open() {
            isOpen = true
            waiters.forEach { $0.resume() }
            waiters = []
        }
    }
}
