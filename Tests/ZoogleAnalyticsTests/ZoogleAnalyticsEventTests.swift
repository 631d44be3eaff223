import Testing

@testable import ZoogleAnalytics

@Suite struct ZoogleAnalyticsEventTests {
    /// The SDK's name, the key, then the parameters sorted by key.
    @Test(arguments: [
        (ZoogleAnalyticsEvent(key: "app_started"), "[ZoogleAnalytics] app_started"),
        (
            ZoogleAnalyticsEvent(key: "pokemon_selected", parameters: ["name": "pikachu", "id": "25", "b": "x"]),
            "[ZoogleAnalytics] pokemon_selected b=x id=25 name=pikachu"
        ),
    ])
    func logLineNamesTheSDKTheKeyAndTheSortedParameters(event: ZoogleAnalyticsEvent, line: String) {
        #expect(event.logLine == line)
    }

    @Test func newlinesInValuesAreEscapedSoAnEventStaysOneLine() {
        let event = ZoogleAnalyticsEvent(key: "note", parameters: ["text": "one\ntwo\r\nthree"])

        #expect(!event.logLine.contains { $0.isNewline })
        #expect(event.logLine == #"[ZoogleAnalytics] note text=one\ntwo\r\nthree"#)
    }
}
