import Analytics
import AnalyticsConsole
import AnalyticsTesting
import Synchronization
import Testing

@Suite struct ConsoleAnalyticsTrackerTests {
    final class WrittenLines: Sendable {
        private let lines = Mutex<[String]>([])

        var all: [String] { lines.withLock { $0 } }

        func append(_ line: String) {
            lines.withLock { $0.append(line) }
        }
    }

    @Test func satisfiesTheTrackerContract() async throws {
        try await AnalyticsTrackerContract {
            let written = WrittenLines()
            return TrackerUnderTest(ConsoleAnalyticsTracker(write: written.append)) {
                try written.all.map(ConsoleLineReader.event(from:))
            }
        }.verify()
    }

    /// Parameters sorted, ambiguous values quoted, line breaks escaped (the contract checks the order of several).
    @Test(arguments: [
        (AnalyticsEvent(name: "pokemon_selected", parameters: ["id": 25]), "analytics: pokemon_selected id=25"),
        (AnalyticsEvent(name: "list_opened"), "analytics: list_opened"),
        (
            AnalyticsEvent(
                name: "search", parameters: ["query": "pika", "page": 2, "filters": .strings(["fire", "water"])]),
            "analytics: search filters=fire,water page=2 query=pika"
        ),
        (
            AnalyticsEvent(name: "search", parameters: ["query": "mr mime", "empty": "", "says": "a=\"b\""]),
            #"analytics: search empty="" query="mr mime" says="a=\"b\"""#
        ),
        (AnalyticsEvent(name: "note", parameters: ["text": "one\ntwo"]), #"analytics: note text="one\ntwo""#),
    ])
    func eachEventIsOneUnambiguousLine(event: AnalyticsEvent, line: String) {
        let written = WrittenLines()
        ConsoleAnalyticsTracker(write: written.append).track(event)
        #expect(written.all == [line])
    }
}
