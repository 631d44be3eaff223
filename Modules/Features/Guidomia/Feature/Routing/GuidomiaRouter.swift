/// Turns the presenter's navigation requests into the host's pickers, and the picked index into a make or model.
@MainActor
public final class GuidomiaRouter: GuidomiaRouting {
    // Weak: the host owns the module, not the other way round.
    private weak var host: (any GuidomiaPickerHost)?
    private let strings: GuidomiaStrings

    public init(host: (any GuidomiaPickerHost)?, strings: GuidomiaStrings) {
        self.host = host
        self.strings = strings
    }

    public func showMakePicker(options: [GuidomiaFilterOption], onChoose: @escaping @MainActor (String?) -> Void) {
        present(title: strings.text(.makePickerTitle), options: options, onChoose: onChoose)
    }

    public func showModelPicker(options: [GuidomiaFilterOption], onChoose: @escaping @MainActor (String?) -> Void) {
        present(title: strings.text(.modelPickerTitle), options: options, onChoose: onChoose)
    }

    private func present(
        title: String, options: [GuidomiaFilterOption], onChoose: @escaping @MainActor (String?) -> Void
    ) {
        guard let host, !options.isEmpty else { return }
        host.presentPicker(
            title: title, choices: options.map(\.title), selectedIndex: options.firstIndex(where: \.isSelected)
        ) { index in
            // A host answering with a stale or wrong index must not crash the app.
            guard options.indices.contains(index) else { return }
            onChoose(options[index].value)
        }
    }
}
