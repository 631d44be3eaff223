public import Foundation

/// The home screen: the shop's departments.
public struct ProductsHomeViewState: Sendable, Equatable {
    /// One department tile.
    public struct DepartmentTile: Sendable, Equatable, Identifiable {
        /// The department code, such as `drsss`.
        public let id: String
        public let title: String
        public let imageURL: URL?
    }

    public let departments: [DepartmentTile]
}
