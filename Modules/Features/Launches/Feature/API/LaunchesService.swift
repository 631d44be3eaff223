public import Foundation
public import Networking

/// Talks to the SpaceX v5 launches API through the `HTTPClient` port.
public struct LaunchesService: Sendable {
    public let client: any HTTPClient
    /// Such as `https://api.spacexdata.com/v5`.
    public let baseURL: URL

    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// Page `page` (from 1) of `tab`'s launches, `limit` per page, sorted as the tab wants.
    public func page(of tab: LaunchesTab, page: Int, limit: Int) async throws(LaunchesError) -> LaunchPage {
        let request = HTTPRequest(
            method: .post,
            url: baseURL.appendingPathComponent("launches").appendingPathComponent("query"),
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: JSONBody.encode(LaunchesQuery.body(for: tab, page: page, limit: limit))
        )
        let dto: LaunchPageDTO
        do {
            dto = try await client.decode(LaunchPageDTO.self, from: request, using: LaunchDTO.decoder)
        } catch {
            throw LaunchesError(error)
        }
        var launches: [Launch] = []
        for document in dto.docs {
            switch document.launch() {
            case .success(let launch): launches.append(launch)
            case .failure(let error): throw .failed("\(request.endpointDescription): \(error.description)")
            }
        }
        return LaunchPage(
            launches: launches, totalCount: dto.totalDocs, page: dto.page ?? page, totalPages: dto.totalPages,
            nextPage: dto.hasNextPage ? (dto.nextPage ?? Self.page(after: dto.page ?? page)) : nil)
    }

    /// The page after `page`, or `nil` when a server's page number leaves no room for one.
    private static func page(after page: Int) -> Int? {
        let (next, overflow) = page.addingReportingOverflow(1)
        return overflow ? nil : next
    }

    /// The launch with `id`.
    public func launch(id: String) async throws(LaunchesError) -> Launch {
        let request = HTTPRequest(
            url: baseURL.appendingPathComponent("launches").appendingPathComponent(id),
            headers: ["Accept": "application/json"])
        let dto: LaunchDTO
        do {
            dto = try await client.decode(LaunchDTO.self, from: request, using: LaunchDTO.decoder)
        } catch {
            throw LaunchesError(error, launchID: id)
        }
        switch dto.launch() {
        case .success(let launch): return launch
        case .failure(let error): throw .failed("\(request.endpointDescription): \(error.description)")
        }
    }
}
