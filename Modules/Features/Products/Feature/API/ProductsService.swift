public import Foundation
public import Networking

/// The YOOX Search and Item APIs of the Chloé UK store, answering in the shop's own types.
public struct ProductsService: Sendable {
    /// The YOOX store code of the Chloé UK shop.
    public static let store = "CHLOE_GB"
    /// Products per Search API page.
    public static let pageSize = 50
    /// The most pages (10,000 products) read of a department: it has about a hundred, so more is a broken server.
    public static let maximumPages = 200

    private let client: any HTTPClient
    private let baseURL: URL

    /// - Parameter baseURL: the YOOX API root, `https://api.yoox.biz` in production.
    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// With the query exactly as the brief gives it.
    public func searchURL(department: Department, page: Int) -> URL {
        let query =
            "ave=prod&productsPerPage=\(Self.pageSize)&gender=D&page=\(page)"
            + "&department=\(department.code)&format=lite&sortRule=Ranking"
        return endpoint("Search.API/1.3/\(Self.store)/search/results.json?\(query)")
    }

    public func itemURL(code: ProductCode) -> URL {
        endpoint("Item.API/1.0/\(Self.store)/item/\(code.rawValue).json")
    }

    /// Page `number` (from 1) of `department`'s products.
    public func page(_ number: Int, of department: Department) async throws(ProductsError) -> ProductPage {
        let request = HTTPRequest(url: searchURL(department: department, page: number))
        do {
            let results = try await client.decode(SearchResultsDTO.self, from: request).resultsLite
            return ProductPage(
                number: number, products: results.items.compactMap { $0.summary() },
                total: results.totalResults)
        } catch {
            throw ProductsError(error, subject: "the \(department.title) department")
        }
    }

    public func extras(for code: ProductCode) async throws(ProductsError) -> ProductExtras {
        let request = HTTPRequest(url: itemURL(code: code))
        let document: ItemDocumentDTO
        do {
            document = try await client.decode(ItemDocumentDTO.self, from: request)
        } catch {
            throw ProductsError(error, subject: "product \(code)")
        }
        // Cod10 is the Code8 and two more characters; a document without one cannot be checked.
        if let code10 = document.item.code10, !code10.hasPrefix(code.rawValue) {
            throw .unexpectedResponse(
                "\(request.endpointDescription): asked for product \(code) but the answer is product \(code10)")
        }
        return document.extras()
    }

    /// Finds the product `code` by walking every department's pages: the Search API has no lookup by code.
    public func locate(_ code: ProductCode) async throws(ProductsError) -> (Department, ProductSummary)? {
        for department in Department.all {
            var number = 1
            while true {
                let page = try await page(number, of: department)
                if let product = page.products.first(where: { $0.code == code }) {
                    return (department, product)
                }
                guard !page.products.isEmpty, number * Self.pageSize < page.total else { break }
                guard number < Self.maximumPages else {
                    throw .unexpectedResponse(
                        "the \(department.title) department has more than \(Self.maximumPages) pages of "
                            + "\(Self.pageSize); stopped looking for product \(code) there")
                }
                number += 1
            }
        }
        return nil
    }

    private func endpoint(_ pathAndQuery: String) -> URL {
        var root = baseURL.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        // Both parts are ASCII built from validated codes, so the URL always parses.
        return URL(string: "\(root)/\(pathAndQuery)") ?? baseURL
    }
}
