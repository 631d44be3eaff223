package import Foundation
import Synchronization

/// The pictures a slice's pages show, served at the app's own URLs (the CSP allows only `'self'`
/// images). A page registers a source URL and links the opaque path it gets; the route serves only
/// registered keys (else `404`) and no path carries a URL, so no request can make the server fetch
/// one of its choosing. Pages on any thread register, so the registry is behind a lock.
package final class WebPictures: Sendable {
    /// Gets a picture's file from its source URL (through the picture pipeline), or `nil` when
    /// it cannot (offline, unreachable, not a picture): the placeholder is served instead.
    package typealias Load = @Sendable (URL) async -> [UInt8]?

    /// The most pictures remembered; the oldest are forgotten first, so memory stays bounded
    /// however many pages are viewed (a page from before simply shows the placeholder).
    package static let capacity = 4096

    /// Such as `/pokemon/pictures`; a picture is at `<prefix>/<key>`.
    package let prefix: String
    private let load: Load
    private let registry = Mutex(Registry())

    private struct Registry {
        var sources: [String: URL] = [:]
        var keys: [URL: String] = [:]
        var order: [String] = []
        var counter = 0
    }

    package init(prefix: String, load: @escaping Load) {
        self.prefix = prefix
        self.load = load
    }

    /// The path a page links for the picture at `source`; the same source gets the same path.
    package func path(for source: URL) -> String {
        let key = registry.withLock { registry in
            if let key = registry.keys[source] { return key }
            registry.counter += 1
            let key = "p\(registry.counter)"
            registry.sources[key] = source
            registry.keys[source] = key
            registry.order.append(key)
            if registry.order.count > Self.capacity {
                let forgotten = registry.order.removeFirst()
                if let url = registry.sources.removeValue(forKey: forgotten) { registry.keys[url] = nil }
            }
            return key
        }
        return "\(prefix)/\(key)"
    }

    package var route: WebRoute {
        WebRoute(.get, "\(prefix)/:key") { [self] request in
            await response(forKey: request.parameters["key"] ?? "")
        }
    }

    func response(forKey key: String) async -> WebResponse {
        guard let source = registry.withLock({ $0.sources[key] }) else { return .text("Not found.", status: 404) }
        if let bytes = await load(source), let type = Self.contentType(of: bytes) {
            return WebResponse(
                status: 200, headers: ["Content-Type": type, "Cache-Control": "private, max-age=3600"], body: bytes)
        }
        return StaticAssets.response(for: StaticAssets.placeholder)
    }

    /// The type the bytes' signature names: PNG or JPEG, the formats the pipeline decodes.
    /// Anything else is not served as a picture at all (the answers also say `nosniff`).
    static func contentType(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }
}
