public import Foundation
public import Networking
public import NetworkingOffline

/// Serves the bundled SpaceX v5 launches: `POST /launches/query` (`upcoming`, `page`, `offset`, `limit`, `sort`,
/// `pagination`) and `GET` of `/launches`, `/launches/past`, `/launches/upcoming` and `/launches/{id}`.
public struct SpaceXEmulator: APIEmulator {
    /// The real API's base URL, where an offline client serves this emulator to the feature's service.
    public static let baseURL = URL(string: "https://api.spacexdata.com/v5")!

    public init() {}

    public func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
        guard request.path.first == "launches", request.path.count <= 2 else { return .notFound() }
        let index = try SpaceXLaunchIndex.bundled.get()
        let last = request.path.count == 2 ? request.path[1] : nil
        if last == "query" {
            guard request.method == .post else { return .methodNotAllowed() }
            switch SpaceXLaunchQuery.parse(request.body) {
            case .success(let query):
                let page = SpaceXLaunchPage(query: query, records: index.records)
                return .emulatedJSON(page.json(documents: try index.documents(page.docs).get()))
            case .failure(let error):
                return .badRequest(error.message)
            }
        }
        let list: [SpaceXLaunchIndex.Record]?
        switch last {
        case nil: list = index.records
        case "past": list = index.records.filter { !$0.upcoming }
        case "upcoming": list = index.records.filter(\.upcoming)
        default: list = nil
        }
        if let list {
            guard request.method == .get else { return .methodNotAllowed() }
            return .emulatedJSON(SpaceXJSON.array(try index.documents(list).get()))
        }
        guard let id = last, let record = index.recordsByID[id] else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        return .emulatedJSON(try index.documents([record]).get()[0])
    }
}
