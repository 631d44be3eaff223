public import Foundation

/// The order things are shown in: by name as a person reads it (case-insensitive, digits as
/// numbers, so "Jet 9" comes before "Jet 10"), then by id so equal names never swap places.
public enum DisplayOrder {
    /// Fixed, so the order does not change with the machine's language settings.
    public static let locale = Locale(identifier: "en_US")

    public static func vehicles(_ vehicles: [Vehicle]) -> [Vehicle] {
        vehicles.sorted { isBefore(($0.name, $0.id), ($1.name, $1.id)) }
    }

    public static func dealerships(_ dealerships: [DealershipSummary]) -> [DealershipSummary] {
        dealerships.sorted { isBefore(($0.name, $0.id), ($1.name, $1.id)) }
    }

    /// `localizedStandardCompare` semantics with a fixed locale.
    public static func compareNames(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: [.caseInsensitive, .numeric, .widthInsensitive], range: nil, locale: locale)
    }

    private static func isBefore(_ lhs: (name: String, id: String), _ rhs: (name: String, id: String)) -> Bool {
        switch compareNames(lhs.name, rhs.name) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs.id < rhs.id
        }
    }
}
