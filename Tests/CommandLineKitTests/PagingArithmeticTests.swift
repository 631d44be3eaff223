import CommandLineKit
import Testing

/// `Paging`'s arithmetic over the whole range of `Int`, against the same sums in 128 bits.
@Suite("Paging arithmetic never overflows")
struct PagingArithmeticTests {
    static let numbers: [Int] = [
        Int.min, Int.min + 1, -1_000_000, -1, 0, 1, 2, 19, 20, 21, 49, 50, 51, 1_000, Int(Int32.max),
        Int(Int32.max) + 1, 461_168_601_842_738_790, Int.max / 2, Int.max / 2 + 1, Int.max - 1, Int.max,
    ]
    static let pageSizes: [Int] = [Int.min, -1, 0, 1, 2, 20, 50, 100, 1_000, Int.max / 2, Int.max]

    @Test(arguments: numbers, pageSizes)
    func lastPageIsTheCeilingOfTotalOverPageSize(total: Int, pageSize: Int) {
        let size = Int128(max(1, pageSize))
        let items = Int128(max(0, total))
        let expected = max(1, (items + size - 1) / size)
        #expect(Int128(Paging.lastPage(total: total, pageSize: pageSize)) == expected)
    }

    @Test(arguments: numbers, pageSizes)
    func offsetOfAPageIsExactOrSaturates(page: Int, pageSize: Int) {
        let exact = (Int128(max(1, page)) - 1) * Int128(max(0, pageSize))
        let expected = exact > Int128(Int.max) ? Int128(Int.max) : exact
        #expect(Int128(Paging.offset(ofPage: page, pageSize: pageSize)) == expected)
        let paging = Paging.pages(page: page, pageSize: pageSize, total: nil, hasNextPage: false, nextPageCommand: "")
        #expect(Int128(paging.offset) == expected)
    }

    @Test(arguments: numbers)
    func thePageAfterIsOneMoreOrNone(page: Int) {
        let next = Int128(page) + 1
        #expect(Paging.page(after: page).map { Int128($0) } == (next > Int128(Int.max) ? nil : next))
    }
}
