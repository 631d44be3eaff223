/// What the host app provides to show a list of choices: an action sheet on iOS, a menu in the terminal app.
@MainActor
public protocol GuidomiaPickerHost: AnyObject {
    /// Shows `choices` under `title`, `selectedIndex` marked; calls `onPick` with the index picked, never if dismissed.
    func presentPicker(
        title: String, choices: [String], selectedIndex: Int?, onPick: @escaping @MainActor (Int) -> Void)
}
