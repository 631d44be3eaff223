/// Where a paged list stands, in the one shape of every paged command's `--json` `paging` key and
/// the line ending its text: the command showing the next page, or that this was the last one.
package struct Paging: Encodable, Sendable {
    /// How many items come before the first one shown.
    package var offset: Int
    package var pageSize: Int
    /// The first page shown, from 1; `null` for lists paged by offset.
    @NullWhenAbsent package var page: Int?
    /// The number of the last page; `null` when the total is unknown or the list is paged by offset.
    @NullWhenAbsent package var lastPage: Int?
    /// How many items the whole list has, when the API says.
    @NullWhenAbsent package var total: Int?
    package var hasNextPage: Bool
    /// The command that shows the next page; `null` on the last page.
    @NullWhenAbsent package var nextPageCommand: String?

    /// The largest `--page` a command takes, so every page times page size (a few thousand items at
    /// most) stays far inside `Int` and the 2^53 a JSON number carries exactly, whatever server is asked.
    package static let largestPage = Int(Int32.max)

    /// A list paged by page number: `page` is the first page shown.
    package static func pages(
        page: Int, pageSize: Int, total: Int?, hasNextPage: Bool, nextPageCommand: String
    ) -> Paging {
        Paging(
            offset: offset(ofPage: page, pageSize: pageSize), pageSize: pageSize, page: page,
            lastPage: total.map { lastPage(total: $0, pageSize: pageSize) }, total: total,
            hasNextPage: hasNextPage, nextPageCommand: hasNextPage ? nextPageCommand : nil)
    }

    package static func offsets(
        offset: Int, pageSize: Int, total: Int?, hasNextPage: Bool, nextPageCommand: String
    ) -> Paging {
        Paging(
            offset: offset, pageSize: pageSize, page: nil, lastPage: nil, total: total, hasNextPage: hasNextPage,
            nextPageCommand: hasNextPage ? nextPageCommand : nil)
    }

    /// The last page of `total` items, `pageSize` a page; 1 for an empty list. `total` may come
    /// from a server, so any value is taken without overflowing (`Int.max` items included).
    package static func lastPage(total: Int, pageSize: Int) -> Int {
        let size = max(1, pageSize)
        let (whole, rest) = max(0, total).quotientAndRemainder(dividingBy: size)
        return max(1, rest > 0 ? whole + 1 : whole)
    }

    /// How many items come before page `page`, or `Int.max` when that many cannot be counted.
    package static func offset(ofPage page: Int, pageSize: Int) -> Int {
        let (offset, overflow) = (max(1, page) - 1).multipliedReportingOverflow(by: max(0, pageSize))
        return overflow ? Int.max : offset
    }

    /// The page after `page`, or `nil` when it cannot be numbered (a server answered page `Int.max`).
    package static func page(after page: Int) -> Int? {
        let (next, overflow) = page.addingReportingOverflow(1)
        return overflow ? nil : next
    }

    /// A failure (exit 1) for a page past the end, naming the last page: scripts paging on stop, people see the end.
    package static func pastTheEnd(page: Int, lastPage: Int, of list: String, lastPageCommand: String) -> CommandError {
        .failure("page \(page) is past the last page of \(list) (page \(lastPage)); see `\(lastPageCommand)`")
    }

    package var textLine: String {
        if let nextPageCommand { return "Next page: \(nextPageCommand)" }
        if let page, let lastPage, page >= lastPage { return "Last page (\(lastPage))." }
        return "End of the list."
    }
}
