import FoundationTesting
public import LaunchesFeature

extension LaunchesClient {
    /// Fails the test at any call: what a test starts from when it expects no request.
    public static let unimplemented = stub()

    /// A client answering with the closures given; an endpoint not given fails the test that calls it, by name.
    public static func stub(
        page: (@Sendable (LaunchesTab, Int, Int) async throws(LaunchesError) -> LaunchPage)? = nil,
        launch: (@Sendable (String) async throws(LaunchesError) -> Launch)? = nil
    ) -> Self {
        let unstubbedPage: @Sendable (LaunchesTab, Int, Int) async throws(LaunchesError) -> LaunchPage = {
            _, _, _ throws(LaunchesError) in
            throw .failed(FoundationTesting.unimplemented("LaunchesClient.page"))
        }
        let unstubbedLaunch: @Sendable (String) async throws(LaunchesError) -> Launch = { _ throws(LaunchesError) in
            throw .failed(FoundationTesting.unimplemented("LaunchesClient.launch"))
        }
        return Self(page: page ?? unstubbedPage, launch: launch ?? unstubbedLaunch)
    }
}
