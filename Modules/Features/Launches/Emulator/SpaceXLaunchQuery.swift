import Foundation
import JSONReader
import Networking

/// A `POST /launches/query` body the emulator implements; anything else is refused with a message, never ignored.
struct SpaceXLaunchQuery: Sendable, Equatable {
    enum SortField: String, Sendable, CaseIterable {
        case dateUTC = "date_utc"
        case dateUnix = "date_unix"
        case flightNumber = "flight_number"
    }

    struct Sort: Sendable, Equatable {
        var field: SortField
        var ascending: Bool
    }

    /// `query.upcoming`, or `nil` for every launch.
    var upcoming: Bool?
    var page: Int?
    var offset: Int?
    var limit = 10
    var sort: Sort?
    /// `options.pagination: false` returns every match on one page.
    var paginate = true

    static let supportedOptions: Set<String> = ["page", "limit", "offset", "sort", "pagination"]

    /// Parses `body`; an absent or empty body is the API's default `{"query":{},"options":{}}`.
    static func parse(_ body: Data?) -> Result<SpaceXLaunchQuery, SpaceXQueryError> {
        guard let body, !body.isEmpty else { return .success(SpaceXLaunchQuery()) }
        guard case .object(let members)? = try? JSONValueParser.parse(body) else {
            return .failure(SpaceXQueryError("the body must be a JSON object {\"query\": {...}, \"options\": {...}}"))
        }
        if let unknown = members.keys.sorted().first(where: { $0 != "query" && $0 != "options" }) {
            return .failure(SpaceXQueryError("unknown top-level key '\(unknown)'; the body takes query and options"))
        }
        var query = SpaceXLaunchQuery()
        do throws(SpaceXQueryError) {
            try query.readFilter(members["query"])
            try query.readOptions(members["options"])
        } catch {
            return .failure(error)
        }
        return .success(query)
    }

    private mutating func readFilter(_ value: JSONValue?) throws(SpaceXQueryError) {
        guard let value, value != .null else { return }
        guard case .object(let filter) = value else { throw SpaceXQueryError("query must be an object") }
        for (key, condition) in filter.sorted(by: { $0.key < $1.key }) {
            guard key == "upcoming" else {
                throw SpaceXQueryError(
                    "query field '\(key)' is not supported by the offline emulator; it filters only on upcoming (true or false)"
                )
            }
            guard let flag = condition.boolValue else {
                throw SpaceXQueryError("query.upcoming must be true or false in the offline emulator")
            }
            upcoming = flag
        }
    }

    private mutating func readOptions(_ value: JSONValue?) throws(SpaceXQueryError) {
        guard let value, value != .null else { return }
        guard case .object(let options) = value else { throw SpaceXQueryError("options must be an object") }
        if let unknown = options.keys.sorted().first(where: { !Self.supportedOptions.contains($0) }) {
            let supported = Self.supportedOptions.sorted().joined(separator: ", ")
            throw SpaceXQueryError(
                "option '\(unknown)' is not supported by the offline emulator (supported: \(supported))")
        }
        if let page = options["page"] {
            // mongoose-paginate treats a page below 1 as page 1.
            self.page = max(1, try Self.wholeNumber(page, name: "page"))
        }
        if let offset = options["offset"] {
            let skip = try Self.wholeNumber(offset, name: "offset")
            guard skip >= 0 else { throw SpaceXQueryError("options.offset must be 0 or more") }
            self.offset = skip
        }
        if let limit = options["limit"] {
            let count = try Self.wholeNumber(limit, name: "limit")
            guard count >= 1 else { throw SpaceXQueryError("options.limit must be 1 or more in the offline emulator") }
            self.limit = count
        }
        if let pagination = options["pagination"] {
            guard let flag = pagination.boolValue else {
                throw SpaceXQueryError("options.pagination must be a boolean")
            }
            paginate = flag
        }
        if let sort = options["sort"] {
            self.sort = try Self.sort(sort)
        }
    }

    private static func wholeNumber(_ value: JSONValue, name: String) throws(SpaceXQueryError) -> Int {
        if let number = value.intValue { return number }
        if let text = value.stringValue, let number = Int(text) { return number }
        throw SpaceXQueryError("options.\(name) must be a whole number")
    }

    /// `{"date_utc": "asc"|"desc"|1|-1}` or the string form `"date_utc"` / `"-date_utc"`.
    private static func sort(_ value: JSONValue) throws(SpaceXQueryError) -> Sort? {
        let fields = SortField.allCases.map(\.rawValue).joined(separator: ", ")
        switch value {
        case .string(let text):
            let parts = text.split(separator: " ")
            guard parts.count <= 1 else {
                throw SpaceXQueryError("the offline emulator sorts by one field only, not '\(text)'")
            }
            guard let part = parts.first else { return nil }
            let descending = part.hasPrefix("-")
            let name = descending ? String(part.dropFirst()) : String(part)
            guard let field = SortField(rawValue: name) else {
                throw SpaceXQueryError("cannot sort by '\(name)' in the offline emulator (supported: \(fields))")
            }
            return Sort(field: field, ascending: !descending)
        case .object(let members):
            guard members.count <= 1 else {
                throw SpaceXQueryError("the offline emulator sorts by one field only, not \(members.count)")
            }
            guard let (name, direction) = members.first else { return nil }
            guard let field = SortField(rawValue: name) else {
                throw SpaceXQueryError("cannot sort by '\(name)' in the offline emulator (supported: \(fields))")
            }
            switch direction {
            case "asc", "ascending", 1: return Sort(field: field, ascending: true)
            case "desc", "descending", -1: return Sort(field: field, ascending: false)
            default:
                throw SpaceXQueryError("sort direction for \(name) must be asc, desc, ascending, descending, 1 or -1")
            }
        default:
            throw SpaceXQueryError("options.sort must be an object such as {\"date_utc\": \"asc\"} or a field name")
        }
    }
}

/// Why the emulator refuses a query body: answered as 400 with this text.
struct SpaceXQueryError: Error, Sendable, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
