public import Foundation

/// A detail and, when it came from the backup, when it was saved.
public struct StoredDetail: Sendable, Equatable {
    public var detail: PokemonDetail
    /// `nil` when the detail was just fetched.
    public var savedAt: Date?

    public init(detail: PokemonDetail, savedAt: Date?) {
        self.detail = detail
        self.savedAt = savedAt
    }
}
