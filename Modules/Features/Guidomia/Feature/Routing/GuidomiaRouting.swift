/// The navigation the presenter asks for: the host shows filter choices; `onChoose` gets a make or model (`nil`: any).
@MainActor
public protocol GuidomiaRouting: AnyObject {
    func showMakePicker(options: [GuidomiaFilterOption], onChoose: @escaping @MainActor (String?) -> Void)
    func showModelPicker(options: [GuidomiaFilterOption], onChoose: @escaping @MainActor (String?) -> Void)
}
