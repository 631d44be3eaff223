#if DEBUG
// The router's questions are internal to the web kit; debug builds compile it with testing enabled.
import Foundation
import HTTPServerKit
@testable import WebAppKit

/// The bytes a client sends `mosaic serve`, read as a connection reads them: the head found,
/// parsed, then every question the server asks of it before a handler runs.
enum HTTPRequestFuzzing {
    private static let router = WebRouter([
        WebRoute(.get, "/launches/:id") { _ in .text("", status: 200) },
        WebRoute(.post, "/launches/refresh") { _ in .text("", status: 200) },
    ])

    static func run(_ data: Data) {
        let bytes = Array(data)
        guard let end = RequestHead.end(in: bytes, from: 0), let head = try? RequestHead.parse(bytes[..<end]) else {
            return
        }
        _ = try? head.authority()
        _ = try? head.bodyLength(limit: 16 * 1024)
        _ = try? head.expectsContinue()
        _ = head.closesConnection
        let (path, query) = head.pathAndQuery
        _ = URLForm.decode(query)
        if let path = URLForm.decodeComponent(path, plusIsSpace: false) {
            _ = router.allowsPost(path)
            _ = router.refusal(unknownMethodOn: path)
        }
    }
}
#endif
