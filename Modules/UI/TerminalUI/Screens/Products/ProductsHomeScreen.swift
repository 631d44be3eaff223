import Foundation
public import ProductsFeature

/// The Chloé shop's home: its departments.
public enum ProductsHomeScreen {
    public static func lines(for state: ProductsHomeState, width: Int) -> [String] {
        let rows = state.departments.map { [$0.id, $0.title, $0.imageURL?.absoluteString ?? "-"] }
        return ["Chloé: shop by department", ""]
            + TextTable.render(header: ["CODE", "DEPARTMENT", "IMAGE"], rows: rows, maxWidth: width)
    }
}
