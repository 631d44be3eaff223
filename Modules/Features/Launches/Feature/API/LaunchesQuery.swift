import Networking

/// The body of `POST /launches/query` for one tab's page.
enum LaunchesQuery {
    static func body(for tab: LaunchesTab, page: Int, limit: Int) -> JSONValue {
        [
            "query": ["upcoming": .bool(tab == .upcoming)],
            "options": [
                "page": .number(Double(page)),
                "limit": .number(Double(limit)),
                "sort": ["date_utc": tab == .upcoming ? "asc" : "desc"],
            ],
        ]
    }
}
