import CommandLineKit
import Foundation
import ProductsFeature

/// One department in `products categories --json`.
struct DepartmentOutput: Encodable {
    var id: String
    var title: String
    @NullWhenAbsent var imageURL: String?

    init(_ row: DepartmentRow) {
        id = row.id
        title = row.title
        imageURL = row.imageURL?.absoluteString
    }
}
