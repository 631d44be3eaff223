import Foundation

extension ProductDetailViewState {
    /// What a text client lists under the product's name, the Item API's extras once loaded.
    public var fields: [(title: String, value: String)] {
        var fields: [(title: String, value: String)] = [
            ("Code", code8),
            ("Brand", brandName ?? "-"),
            ("Category", [macroCategory, microCategory].compactMap { $0 }.joined(separator: " / ")),
            ("Price", price.text),
            ("Image", imageURL?.absoluteString ?? "-"),
            ("Sizes", sizes.isEmpty ? "-" : sizes.joined(separator: ", ")),
        ]
        guard case .loaded(let extras)? = extras else { return fields }
        fields.append(("Colours", extras.colors.isEmpty ? "-" : extras.colors.joined(separator: ", ")))
        fields.append(("Made in", extras.madeIn ?? "-"))
        fields.append(("Fabric", extras.fabric ?? "-"))
        if let details = extras.details { fields.append(("Details", details)) }
        return fields
    }

    /// What a text client prints under the fields: the description, or what the extras are doing.
    public var notes: [String] {
        switch extras {
        case .loaded(let extras)?: extras.description
        case nil: ["Loading more details…"]
        case .unavailable(let message)?: [message]
        case .turnedOff?: []
        }
    }
}
