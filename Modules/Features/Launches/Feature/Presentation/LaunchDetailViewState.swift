/// The detail screen's state.
public enum LaunchDetailViewState: Sendable, Hashable {
    case loading
    /// Loading failed; `canRetry` is false when retrying cannot help (the id does not exist).
    case failed(message: String, canRetry: Bool)
    case loaded(LaunchDetailContent)
}
