import ProductsFeature
import TerminalKit

/// What `mosaic products show` prints: name, fields in two columns, then the description or why extras are missing.
enum ProductDetailText {
    static func lines(for state: ProductDetailViewState, width: Int) -> [String] {
        let table = TextTable.render(header: nil, rows: state.fields.map { [$0.title, $0.value] }, maxWidth: width)
        let notes = state.notes.isEmpty ? [] : [""] + state.notes
        return ([state.modelName, ""] + table + notes).map { DisplayWidth.truncate($0, to: width) }
    }
}
