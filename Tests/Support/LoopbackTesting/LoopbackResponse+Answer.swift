import Foundation
import HTTPServerKit

extension LoopbackResponse {
    /// The server's answer playing this response: a whole one through its framing, a broken one written by hand.
    func answer(keepingOpen: Bool) -> HTTPAnswer {
        let managed: Set<String> = ["content-length", "connection", "transfer-encoding"]
        let fields = headers.filter { !managed.contains($0.key.lowercased()) }.merging(
            ["Connection": keepingOpen && delivery == .complete ? "keep-alive" : "close"]) { _, server in server }
        let status = status
        let body = [UInt8](body)
        @Sendable func head(_ length: Int?) -> [UInt8] {
            var fields = fields
            fields["Content-Length"] = length.map(String.init)
            return ResponseEncoding.head(status: status, fields: fields)
        }
        let deadline = ContinuousClock.now + .seconds(60)
        switch delivery {
        case .complete:
            return .response(HTTPResponse(status: status, headers: fields, body: body))
        case .closeWithoutResponse:
            return .written { _ in }
        case .closeMidBody:
            return Self.written(head(body.count * 2 + 64) + body, before: deadline)
        case .untilClose:
            return Self.written(head(nil) + body, before: deadline)
        case .raw:
            return Self.written(body, before: deadline)
        case .resetMidBody:
            return .written { socket in
                _ = socket.write(head(body.count) + body.prefix(body.count / 2), before: deadline)
                socket.reset()
            }
        case .repeated(let times, let announced):
            return .written { socket in
                guard socket.write(head(announced ? body.count * times : nil), before: deadline) else { return }
                for _ in 0..<times {
                    guard socket.write(body, before: .now + .seconds(60)) else { return }
                }
                socket.finishSending()
            }
        case .drip(let interval):
            return .written { socket in
                guard socket.write(head(body.count), before: deadline) else { return }
                // Once the server stops, the next byte finds the socket shut down.
                for byte in body {
                    Thread.sleep(forTimeInterval: interval / .seconds(1))
                    guard socket.write([byte], before: .now + .seconds(60)) else { return }
                }
                socket.finishSending()
            }
        }
    }

    /// `bytes`, then the end of the connection.
    private static func written(_ bytes: [UInt8], before deadline: ContinuousClock.Instant) -> HTTPAnswer {
        .written { socket in
            if socket.write(bytes, before: deadline) { socket.finishSending() }
        }
    }
}
