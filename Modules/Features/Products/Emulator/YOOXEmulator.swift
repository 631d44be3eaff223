public import Foundation
public import Networking
public import NetworkingOffline

/// Serves the CHLOE_GB sample data as the YOOX APIs answer (any other store or path is 404):
/// - `GET Search.API/1.3/CHLOE_GB/search/results.json?...&department=<code>&page=N&productsPerPage=M`
///   pages through a department in ranking order; an unknown department is a 200 with `TotalResults` 0,
///   as a search with no match, and a page past the end has no items.
/// - `GET Item.API/1.0/CHLOE_GB/item/<Code8>.json` answers the product's document, or 404.
public struct YOOXEmulator: APIEmulator {
    /// The real API's base URL, where an offline client serves this emulator to the feature's service.
    public static let baseURL = URL(string: "https://api.yoox.biz")!

    public init() {}

    public func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
        switch request.path {
        case ["Search.API", "1.3", YOOXCatalogue.store, "search", "results.json"]:
            guard request.method == .get else { return .methodNotAllowed() }
            return try search(request.query, in: YOOXCatalogue.bundled.get())
        case let path
        where path.dropLast() == ["Item.API", "1.0", YOOXCatalogue.store, "item"] && path[4].hasSuffix(".json"):
            guard request.method == .get else { return .methodNotAllowed() }
            let code8 = String(path[4].dropLast(".json".count))
            guard let item = try YOOXCatalogue.bundled.get().item(code8: code8) else { return .notFound() }
            return .emulatedJSON(try item.get())
        default:
            return .notFound()
        }
    }

    private func search(
        _ query: [String: String], in catalogue: YOOXCatalogue
    ) throws(BundledResourceError) -> HTTPResponse {
        guard let page = positive(query["page"], default: 1) else {
            return .badRequest("page must be a whole number from 1")
        }
        guard let perPage = positive(query["productsPerPage"], default: 50) else {
            return .badRequest("productsPerPage must be a whole number from 1")
        }
        let department = query["department"] ?? ""
        let count = catalogue.productCount(in: department)
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let range = overflow || start >= count ? 0..<0 : start..<min(start + perPage, count)
        let products = try catalogue.products(in: department, range).get()
        return .emulatedJSON(Self.searchResults(total: count, items: products))
    }

    /// Items go in as bundled: decoding and re-encoding them cost most of a `products` command (Docs/Performance.md).
    private static func searchResults(total: Int, items: [Data]) -> Data {
        var body = Data(
            #"{"Header":{"StatusCode":200,"Description":"200 OK"},"ResultsLite":{"TotalResults":\#(total),"Items":["#
                .utf8)
        for (index, item) in items.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(item)
        }
        body.append(contentsOf: "]}}".utf8)
        return body
    }

    private func positive(_ text: String?, default value: Int) -> Int? {
        guard let text else { return value }
        guard let number = Int(text), number >= 1 else { return nil }
        return number
    }
}
