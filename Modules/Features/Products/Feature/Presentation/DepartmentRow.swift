public import Foundation

public struct DepartmentRow: Sendable, Hashable, Identifiable {
    /// The department code, such as `drsss`.
    public let id: String
    public let title: String
    public let imageURL: URL?

    init(_ department: Department) {
        id = department.code
        title = department.title
        imageURL = ProductImageURL.make(defaultCode10: department.coverDefaultCode10, resolution: .large)
    }

    public static let columnTitles = ["CODE", "DEPARTMENT", "IMAGE"]

    public var columns: [String] { [id, title, imageURL?.absoluteString ?? "-"] }
}
