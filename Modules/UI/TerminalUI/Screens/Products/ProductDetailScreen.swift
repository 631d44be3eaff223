import Foundation
public import ProductsFeature

/// One product: its image, list data and, when available, the Item API's extras.
public enum ProductDetailScreen {
    public static func lines(for state: ProductDetailState, width: Int) -> [String] {
        var fields: [(String, String)] = [
            ("Code", state.code8),
            ("Brand", state.brandName ?? "-"),
            ("Category", [state.macroCategory, state.microCategory].compactMap { $0 }.joined(separator: " / ")),
            ("Price", state.price.text),
            ("Image", state.imageURL?.absoluteString ?? "-"),
            ("Sizes", state.sizes.isEmpty ? "-" : state.sizes.joined(separator: ", ")),
        ]
        var notes: [String] = []
        switch state.extras {
        case .loaded(let extras):
            fields.append(("Colours", extras.colors.isEmpty ? "-" : extras.colors.joined(separator: ", ")))
            fields.append(("Made in", extras.madeIn ?? "-"))
            fields.append(("Fabric", extras.fabric ?? "-"))
            if let details = extras.details { fields.append(("Details", details)) }
            notes = extras.description
        case .notLoaded, .loading: notes = ["Loading more details…"]
        case .unavailable(let message): notes = [message]
        case .turnedOff: break
        }
        var lines = [DisplayWidth.truncate("\(state.modelName)   < back: \(state.backTitle)", to: width), ""]
        lines += TextTable.render(header: nil, rows: fields.map { [$0.0, $0.1] }, maxWidth: width)
        if !notes.isEmpty {
            lines.append("")
            lines += notes.map { DisplayWidth.truncate($0, to: width) }
        }
        return lines
    }
}
