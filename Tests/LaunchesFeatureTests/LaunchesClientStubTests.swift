import LaunchesFeature
import LaunchesTesting
import Testing

@Suite("The failing-by-default launches client")
struct LaunchesClientStubTests {
    @Test func anEndpointNoTestStubbedFailsTheTestByNameAndAStubbedOneAnswers() async {
        let client = LaunchesClient.stub(launch: { id throws(LaunchesError) in throw .launchNotFound(id: id) })
        await withKnownIssue {
            do throws(LaunchesError) {
                _ = try await client.page(.upcoming, 1, 20)
                Issue.record("an unstubbed page answered")
            } catch {
                #expect(error.description.contains("LaunchesClient.page"))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("LaunchesClient.page") }
        }
        await #expect(throws: LaunchesError.launchNotFound(id: "x")) { try await client.launch("x") }
    }
}
