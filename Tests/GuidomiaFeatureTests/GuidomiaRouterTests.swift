import GuidomiaFeature
import Testing

@Suite("The router")
@MainActor
struct GuidomiaRouterTests {
    private let options = [
        GuidomiaFilterOption(value: nil, title: "Any make", isSelected: false),
        GuidomiaFilterOption(value: "BMW", title: "BMW", isSelected: true),
    ]

    @Test func theMakePickerShowsTheOptionsAndAnswersWithThePickedMake() throws {
        let host = RecordingPickerHost()
        let router = GuidomiaRouter(host: host, strings: .english)
        var chosen: [String?] = []
        router.showMakePicker(options: options) { chosen.append($0) }
        let shown = try #require(host.shown.first)
        #expect(shown.title == "Choose a make")
        #expect(shown.choices == ["Any make", "BMW"])
        #expect(shown.selectedIndex == 1)
        shown.onPick(0)
        shown.onPick(1)
        #expect(chosen == [nil, "BMW"])
    }

    @Test func anIndexOutsideTheOptionsIsIgnored() throws {
        let host = RecordingPickerHost()
        var chosen: [String?] = []
        GuidomiaRouter(host: host, strings: .english).showMakePicker(options: options) { chosen.append($0) }
        let shown = try #require(host.shown.first)
        shown.onPick(2)
        shown.onPick(-1)
        #expect(chosen.isEmpty)
    }

    @Test func nothingIsShownWithoutOptionsOrWithoutAHost() {
        let host = RecordingPickerHost()
        GuidomiaRouter(host: host, strings: .english).showMakePicker(options: []) { _ in }
        #expect(host.shown.isEmpty)
        GuidomiaRouter(host: nil, strings: .english).showMakePicker(options: options) { _ in
            Issue.record("no host, no choice")
        }
    }

    @Test func theRouterDoesNotKeepItsHostAlive() {
        var host: RecordingPickerHost? = RecordingPickerHost()
        weak let weakHost = host
        let router = GuidomiaRouter(host: host, strings: .english)
        host = nil
        #expect(weakHost == nil)
        router.showMakePicker(options: options) { _ in Issue.record("the host is gone") }
    }
}
