import Foundation
public import ProductsFeature

/// A department's products: title, price and thumbnail, with the paging status under them.
public enum ProductListScreen {
    public static func lines(for state: ProductListState, width: Int) -> [String] {
        var lines = [
            DisplayWidth.truncate("\(state.departmentTitle)\(count(state))   < back: \(state.backTitle)", to: width)
        ]
        lines.append("")
        if !state.rows.isEmpty {
            let rows = state.rows.map { [$0.id, $0.title, $0.price.text, $0.thumbnailURL?.absoluteString ?? "-"] }
            lines += TextTable.render(header: ["CODE8", "TITLE", "PRICE", "THUMBNAIL"], rows: rows, maxWidth: width)
        }
        switch state.status {
        case .idle, .loadingFirstPage: lines.append("Loading products…")
        case .loadingNextPage: lines.append("Loading more…")
        case .failed(let message): lines.append(DisplayWidth.truncate("Could not load products: \(message)", to: width))
        case .loaded:
            if state.rows.isEmpty { lines.append("No products in this department.") }
        }
        if state.hasMore, let total = state.totalResults {
            lines.append("Showing \(state.rows.count) of \(total); more load as you scroll.")
        }
        return lines
    }

    private static func count(_ state: ProductListState) -> String {
        state.totalResults.map { " (\($0) products)" } ?? ""
    }
}
