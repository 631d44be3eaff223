public struct LaunchDetailViewState: Sendable, Hashable {
    public var phase: LaunchesLoadPhase
    public var content: LaunchDetailContent?
    /// After a failure, whether retrying can help: not when the id does not exist.
    public var canRetry: Bool

    public init(phase: LaunchesLoadPhase = .idle, content: LaunchDetailContent? = nil, canRetry: Bool = true) {
        self.phase = phase
        self.content = content
        self.canRetry = canRetry
    }
}
