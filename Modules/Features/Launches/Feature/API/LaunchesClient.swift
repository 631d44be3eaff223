/// What the launches view models ask of the SpaceX API, in the feature's model: a tab's page and one launch.
/// Closures, so a test states the ones it needs; ``live(_:)`` answers through ``LaunchesService``.
public struct LaunchesClient: Sendable {
    /// Page `page` (from 1) of `tab`'s launches, `limit` per page, sorted as the tab wants.
    public let page: @Sendable (_ tab: LaunchesTab, _ page: Int, _ limit: Int) async throws(LaunchesError) -> LaunchPage
    public let launch: @Sendable (_ id: String) async throws(LaunchesError) -> Launch

    public init(
        page: @escaping @Sendable (LaunchesTab, Int, Int) async throws(LaunchesError) -> LaunchPage,
        launch: @escaping @Sendable (String) async throws(LaunchesError) -> Launch
    ) {
        self.page = page
        self.launch = launch
    }

    public static func live(_ service: LaunchesService) -> Self {
        Self(page: service.page(of:page:limit:), launch: service.launch(id:))
    }
}
