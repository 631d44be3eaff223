/// What the app around the module provides to show a list of choices: an action sheet on
/// iOS, a menu in the terminal app.
@MainActor
public protocol GuidomiaPickerHost: AnyObject {
    /// Shows `choices` under `title` with `selectedIndex` marked, and calls `onPick` with the
    /// index the user picks (not at all when the user dismisses the picker).
    func presentPicker(
        title: String, choices: [String], selectedIndex: Int?, onPick: @escaping @MainActor (Int) -> Void)
}
