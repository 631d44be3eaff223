/// Where a paged list stands, in the one shape every paged command's `--json` uses (its
/// `paging` key) and the line its text output ends with: the command that shows the next page,
/// or that this was the last one.
public struct Paging: Encodable, Sendable {
    /// How many items come before the first one shown.
    public var offset: Int
    /// Items per page.
    public var pageSize: Int
    /// The first page shown, from 1; `null` for lists paged by offset.
    @NullWhenAbsent public var page: Int?
    /// The number of the last page; `null` when the total is unknown or the list is paged by offset.
    @NullWhenAbsent public var lastPage: Int?
    /// How many items the whole list has, when the API says.
    @NullWhenAbsent public var total: Int?
    public var hasNextPage: Bool
    /// The command that shows the next page; `null` on the last page.
    @NullWhenAbsent public var nextPageCommand: String?

    /// A list paged by page number: `page` is the first page shown.
    public static func pages(
        page: Int, pageSize: Int, total: Int?, hasNextPage: Bool, nextPageCommand: String
    ) -> Paging {
        Paging(
            offset: (page - 1) * pageSize, pageSize: pageSize, page: page,
            lastPage: total.map { lastPage(total: $0, pageSize: pageSize) }, total: total,
            hasNextPage: hasNextPage, nextPageCommand: hasNextPage ? nextPageCommand : nil)
    }

    /// A list paged by offset.
    public static func offsets(
        offset: Int, pageSize: Int, total: Int?, hasNextPage: Bool, nextPageCommand: String
    ) -> Paging {
        Paging(
            offset: offset, pageSize: pageSize, page: nil, lastPage: nil, total: total, hasNextPage: hasNextPage,
            nextPageCommand: hasNextPage ? nextPageCommand : nil)
    }

    /// The last page of `total` items, `pageSize` a page; 1 for an empty list.
    public static func lastPage(total: Int, pageSize: Int) -> Int {
        max(1, (total + pageSize - 1) / pageSize)
    }

    /// The error for a page asked for past the end: a failure (exit 1) naming the last page,
    /// so a script paging forward stops, and a person sees where the list ends.
    public static func pastTheEnd(page: Int, lastPage: Int, of list: String, lastPageCommand: String) -> CommandError {
        .failure("page \(page) is past the last page of \(list) (page \(lastPage)); see `\(lastPageCommand)`")
    }

    /// The line text output ends with.
    public var textLine: String {
        if let nextPageCommand { return "Next page: \(nextPageCommand)" }
        if let page, let lastPage, page >= lastPage { return "Last page (\(lastPage))." }
        return "End of the list."
    }
}
