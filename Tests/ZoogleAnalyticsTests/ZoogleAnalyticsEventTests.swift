import Testing

@testable import ZoogleAnalytics

@Suite struct ZoogleAnalyticsEventTests {
    @Test func logLineNamesTheSDKAndTheKey() {
        #expect(ZoogleAnalyticsEvent(key: "app_started").logLine == "[ZoogleAnalytics] app_started")
    }

    @Test func logLineListsParametersSortedByKey() {
        let event = ZoogleAnalyticsEvent(
            key: "pokemon_selected", parameters: ["name": "pikachu", "id": "25", "b": "x"])

        #expect(event.logLine == "[ZoogleAnalytics] pokemon_selected b=x id=25 name=pikachu")
    }

    @Test func newlinesInValuesAreEscapedSoAnEventStaysOneLine() {
        let event = ZoogleAnalyticsEvent(key: "note", parameters: ["text": "one\ntwo\r\nthree"])

        #expect(!event.logLine.contains { $0.isNewline })
        #expect(event.logLine == #"[ZoogleAnalytics] note text=one\ntwo\r\nthree"#)
    }
}
