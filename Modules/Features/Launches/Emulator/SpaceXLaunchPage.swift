import Foundation

/// One page of a launches query in mongoose-paginate's field order: `docs, totalDocs, [offset,] limit,
/// totalPages, page, pagingCounter, hasPrevPage, hasNextPage, prevPage, nextPage`, with `offset` only when the
/// request gave an offset or no page, as the real API does.
struct SpaceXLaunchPage: Sendable {
    var docs: [SpaceXLaunchIndex.Record]
    var totalDocs: Int
    var offset: Int?
    var limit: Int
    var totalPages: Int
    var page: Int
    var pagingCounter: Int
    var prevPage: Int?
    var nextPage: Int?

    init(query: SpaceXLaunchQuery, records: [SpaceXLaunchIndex.Record]) {
        var matches = records.filter { query.upcoming == nil || $0.upcoming == query.upcoming }
        if let sort = query.sort {
            // Swift's sort is not stable; keep the natural order between equal keys, like MongoDB usually does.
            matches = matches.enumerated().sorted { lhs, rhs in
                let left = Self.key(lhs.element, sort.field)
                let right = Self.key(rhs.element, sort.field)
                if left != right { return sort.ascending ? left < right : left > right }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        totalDocs = matches.count
        guard query.paginate else {
            docs = matches
            offset = query.page == nil ? 0 : nil
            limit = matches.count
            totalPages = 1
            page = 1
            pagingCounter = 1
            return
        }
        limit = query.limit
        let skip: Int
        if let requestedOffset = query.offset {
            skip = requestedOffset
            offset = requestedOffset
            page = requestedOffset / limit + 1
        } else if let requestedPage = query.page {
            // A request may ask for any page; past `Int.max` items there are none to show.
            let (start, overflow) = (requestedPage - 1).multipliedReportingOverflow(by: limit)
            skip = overflow ? Int.max : start
            offset = nil
            page = requestedPage
        } else {
            skip = 0
            offset = 0
            page = 1
        }
        docs = Array(matches.dropFirst(skip).prefix(limit))
        let (whole, rest) = matches.count.quotientAndRemainder(dividingBy: limit)
        totalPages = max(1, rest > 0 ? whole + 1 : whole)
        let (counter, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
        pagingCounter = overflow || counter == Int.max ? Int.max : counter + 1
        if page > 1 {
            prevPage = page - 1
        } else if let offset, offset > 0 {
            prevPage = 1
        }
        nextPage = page < totalPages ? page + 1 : nil
    }

    private static func key(_ record: SpaceXLaunchIndex.Record, _ field: SpaceXLaunchQuery.SortField) -> Double {
        switch field {
        // date_utc strings all share one ISO format, so they sort as date_unix does.
        case .dateUTC, .dateUnix: record.dateUnix
        case .flightNumber: record.flightNumber
        }
    }

    /// The JSON body, with the fields in the API's order; `documents` are those of `docs`.
    func json(documents: [Data]) -> Data {
        var body = Data("{\"docs\":".utf8)
        body.append(SpaceXJSON.array(documents))
        var fields = ["\"totalDocs\":\(totalDocs)"]
        if let offset { fields.append("\"offset\":\(offset)") }
        fields += [
            "\"limit\":\(limit)", "\"totalPages\":\(totalPages)", "\"page\":\(page)",
            "\"pagingCounter\":\(pagingCounter)", "\"hasPrevPage\":\(prevPage != nil)",
            "\"hasNextPage\":\(nextPage != nil)", "\"prevPage\":\(prevPage.map(String.init) ?? "null")",
            "\"nextPage\":\(nextPage.map(String.init) ?? "null")",
        ]
        body.append(Data(("," + fields.joined(separator: ",") + "}").utf8))
        return body
    }
}
