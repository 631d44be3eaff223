public import FeatureFlags
public import Foundation
public import Observation

/// One launch's detail screen. Its countdown is recomputed from the injected `now()` on every ``tick()``,
/// never decremented, so it cannot drift and tests decide what time it is.
@MainActor
@Observable
public final class LaunchDetailViewModel {
    public let launchID: String
    public private(set) var state = LaunchDetailViewState()

    @ObservationIgnored private let client: LaunchesClient
    @ObservationIgnored private let flags: any FeatureFlagProvider
    @ObservationIgnored private let events: any LaunchesEventSink
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private var launch: Launch?
    @ObservationIgnored private var isLoading = false

    public init(
        launchID: String,
        client: LaunchesClient,
        flags: any FeatureFlagProvider,
        events: any LaunchesEventSink,
        now: @escaping @Sendable () -> Date
    ) {
        self.launchID = launchID
        self.client = client
        self.flags = flags
        self.events = events
        self.now = now
    }

    /// Fetches the launch. Ignored while a load is already running.
    public func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        if launch == nil { state.phase = .loading }
        do {
            let launch = try await client.launch(launchID)
            self.launch = launch
            events.receive(.launchViewed(id: launch.id))
            state = LaunchDetailViewState(phase: .loaded, content: content(for: launch))
        } catch {
            guard launch == nil else { return }
            let canRetry = if case .launchNotFound = error { false } else { true }
            state = LaunchDetailViewState(phase: .failed(error.description), canRetry: canRetry)
        }
    }

    public func retry() async {
        await load()
    }

    /// Recomputes the countdown from the clock; a UI calls it once a second.
    public func tick() {
        guard let launch else { return }
        state.content = content(for: launch)
    }

    private func content(for launch: Launch) -> LaunchDetailContent {
        let showLinks = flags.isEnabled(LaunchesFlags.links)
        return LaunchDetailContent(
            id: launch.id,
            name: launch.name,
            patchImageURL: launch.links.patchLarge ?? launch.links.patchSmall,
            dateUTC: launch.date,
            isUpcoming: launch.isUpcoming,
            dateDisplay: LaunchDateDisplay.make(
                for: launch, now: now(), countdownEnabled: flags.isEnabled(LaunchesFlags.countdown)),
            rows: LaunchDetailRows.rows(for: launch),
            youtubeURL: showLinks ? launch.links.webcast : nil,
            pressKitURL: showLinks ? launch.links.pressKit : nil
        )
    }
}
