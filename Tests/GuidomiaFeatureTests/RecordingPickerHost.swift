import GuidomiaFeature

/// A picker host that remembers what it was asked to show and lets the test pick.
@MainActor
final class RecordingPickerHost: GuidomiaPickerHost {
    struct Shown {
        var title: String
        var choices: [String]
        var selectedIndex: Int?
        var onPick: @MainActor (Int) -> Void
    }

    private(set) var shown: [Shown] = []

    func presentPicker(
        title: String, choices: [String], selectedIndex: Int?, onPick: @escaping @MainActor (Int) -> Void
    ) {
        shown.append(Shown(title: title, choices: choices, selectedIndex: selectedIndex, onPick: onPick))
    }
}
