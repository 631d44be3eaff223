public import Analytics
public import FeatureFlags
public import Foundation
public import Observation

/// The detail screen of one launch, with a countdown that follows the injected clock.
///
/// The countdown is recomputed from `now()` on every ``tick()``, never decremented, so it
/// cannot drift and tests decide what time it is.
@MainActor
@Observable
public final class LaunchDetailViewModel {
    public let launchID: String
    public private(set) var state: LaunchDetailViewState = .loading

    @ObservationIgnored private let service: LaunchesService
    @ObservationIgnored private let flags: any FeatureFlagProvider
    @ObservationIgnored private let analytics: any AnalyticsTracker
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private var launch: Launch?
    @ObservationIgnored private var isLoading = false

    public init(
        launchID: String,
        service: LaunchesService,
        flags: any FeatureFlagProvider,
        analytics: any AnalyticsTracker,
        now: @escaping @Sendable () -> Date
    ) {
        self.launchID = launchID
        self.service = service
        self.flags = flags
        self.analytics = analytics
        self.now = now
    }

    /// Fetches the launch. Ignored while a load is already running.
    public func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        if launch == nil { state = .loading }
        do {
            let launch = try await service.launch(id: launchID)
            self.launch = launch
            analytics.track(LaunchesAnalyticsEvents.launchViewed(id: launch.id))
            state = .loaded(content(for: launch))
        } catch {
            guard launch == nil else { return }
            if case .launchNotFound = error {
                state = .failed(message: error.description, canRetry: false)
            } else {
                state = .failed(message: error.description, canRetry: true)
            }
        }
    }

    /// Tries again after a failure.
    public func retry() async {
        await load()
    }

    /// Recomputes the countdown from the clock; a UI calls it once a second.
    public func tick() {
        guard let launch else { return }
        state = .loaded(content(for: launch))
    }

    /// Ticks every `interval` until the calling task is cancelled, for UIs that prefer a loop.
    public func runCountdown(every interval: Duration = .seconds(1)) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            tick()
        }
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
