import Foundation
import Networking
import NetworkingOffline

/// Serves fixed JSON files by path, 404 otherwise, tagging each answer with its name to tell routes apart.
struct FileEmulator: APIEmulator {
    var name: String
    var files: [String: Data]

    func respond(to request: EmulatedRequest) -> HTTPResponse {
        guard let body = files[request.path.joined(separator: "/")] else { return .notFound() }
        guard request.method == .get else { return .methodNotAllowed() }
        var response = HTTPResponse.emulatedJSON(body)
        response.headers["X-Emulator"] = name
        return response
    }

    static let cars = FileEmulator(name: "cars", files: ["car_list.json": Data(#"[{"make":"BMW"}]"#.utf8)])
}
