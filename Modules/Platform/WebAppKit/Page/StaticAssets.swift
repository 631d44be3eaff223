import Foundation

/// The files served as they are: a fixed list looked up by exact name, so no path a client sends reaches another file.
package enum StaticAssets {
    package static let stylesheetPath = "/assets/mosaic.css"
    package static let scriptPath = "/assets/mosaic.js"
    /// Where the icon is served; linked from every page, so no browser asks for `/favicon.ico`.
    package static let iconPath = "/assets/favicon.svg"
    /// What a picture shows when the pipeline has no file for it (offline, unreachable).
    package static let placeholderPath = "/assets/placeholder.svg"

    struct File {
        var resource: String
        var type: String
    }

    static let placeholder = File(resource: "placeholder", type: "svg")

    static let files: [String: File] = [
        stylesheetPath: File(resource: "mosaic", type: "css"),
        scriptPath: File(resource: "mosaic", type: "js"),
        iconPath: File(resource: "favicon", type: "svg"),
        placeholderPath: placeholder,
    ]

    private static let contentTypes = [
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml",
    ]

    /// `file`, read from `bundle` now. One that cannot be read (a process out of descriptors) is
    /// `503` with `Retry-After`, not `404`: it is there, and the next request reads it again.
    static func response(for file: File, in bundle: Bundle = .module) -> WebResponse {
        guard let url = url(of: file, in: bundle), let data = try? Data(contentsOf: url)
        else {
            var unavailable = WebResponse.text("This file cannot be read right now.", status: 503)
            unavailable.headers["Retry-After"] = "1"
            return unavailable
        }
        return WebResponse(
            status: 200,
            headers: [
                "Content-Type": contentTypes[file.type] ?? "application/octet-stream", "Cache-Control": "no-cache",
            ],
            body: Array(data))
    }

    /// Where `file` is: one `stat` finds it in the copied `Resources`, since the bundle's own search (which
    /// Darwin's layout needs) keeps a folder's first listing: a file unseen then stays unseen all run.
    private static func url(of file: File, in bundle: Bundle) -> URL? {
        let copied = bundle.bundleURL.appending(
            path: "Resources/\(file.resource).\(file.type)", directoryHint: .notDirectory)
        if FileManager.default.fileExists(atPath: copied.path) { return copied }
        return bundle.url(forResource: file.resource, withExtension: file.type)
    }

    package static var routes: [WebRoute] {
        files.sorted { $0.key < $1.key }.map { path, file in
            WebRoute(.get, path) { _ in response(for: file) }
        }
    }
}
