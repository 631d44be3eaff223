public import Foundation
public import Networking

/// Talks to the SpaceX v5 launches API through the `HTTPClient` port.
public struct LaunchesService: Sendable {
    /// The most pages a tab walk loads: SpaceX has about 200 launches, so more non-empty pages mean a broken server.
    public static let maximumPages = 1_000

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
        // Believe a next page only after a page with launches, and only forwards, or a server could be walked forever.
        let answeredPage = dto.page ?? page
        let nextPage = dto.hasNextPage && !launches.isEmpty ? (dto.nextPage ?? Self.page(after: answeredPage)) : nil
        return LaunchPage(
            launches: launches, totalCount: dto.totalDocs, page: answeredPage,
            nextPage: nextPage.flatMap { $0 > answeredPage ? $0 : nil })
    }

    /// The page after `page`, or `nil` when a server's page number leaves no room for one.
    private static func page(after page: Int) -> Int? {
        let (next, overflow) = page.addingReportingOverflow(1)
        return overflow ? nil : next
    }

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
        guard dto.id.lowercased() == id.lowercased() else {
            throw .failed("\(request.endpointDescription): asked for launch \(id) but the answer is launch \(dto.id)")
        }
        switch dto.launch() {
        case .success(let launch): return launch
        case .failure(let error): throw .failed("\(request.endpointDescription): \(error.description)")
        }
    }
}
