/// The navigation the presenter asks for. Filter choices are shown by the host and come back
/// through `onChoose` as a make or model (`nil` for "any").
@MainActor
public protocol GuidomiaRouting: AnyObject {
    func showMakePicker(options: [GuidomiaFilterOption], onChoose: @escaping @MainActor (String?) -> Void)
    func showModelPicker(options: [GuidomiaFilterOption], onChoose: @escaping @MainActor (String?) -> Void)
}
