import Foundation

/// The files the server hands out as they are: a fixed list, looked up by exact name, so no
/// path a client sends can reach any other file.
public enum StaticAssets {
    /// Where the stylesheet is served.
    public static let stylesheetPath = "/assets/mosaic.css"
    /// Where the script is served.
    public static let scriptPath = "/assets/mosaic.js"
    /// Where the icon is served; linked from every page, so no browser asks for `/favicon.ico`.
    public static let iconPath = "/assets/favicon.svg"
    /// What a picture shows when the pipeline has no file for it (offline, unreachable).
    public static let placeholderPath = "/assets/placeholder.svg"

    /// Every served path, its resource name and its content type.
    static let files: [String: (resource: String, type: String)] = [
        stylesheetPath: ("mosaic", "css"),
        scriptPath: ("mosaic", "js"),
        iconPath: ("favicon", "svg"),
        placeholderPath: ("placeholder", "svg"),
    ]

    private static let contentTypes = [
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml",
    ]

    /// The asset at exactly `path`, or `nil` when the list has none there.
    public static func response(for path: String) -> WebResponse? {
        guard let file = files[path],
            let url = Bundle.module.url(forResource: file.resource, withExtension: file.type),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return WebResponse(
            status: 200,
            headers: [
                "Content-Type": contentTypes[file.type] ?? "application/octet-stream", "Cache-Control": "no-cache",
            ],
            body: Array(data))
    }

    /// The routes that serve the list.
    public static var routes: [WebRoute] {
        files.keys.sorted().map { path in
            WebRoute(.get, path) { _ in response(for: path) ?? .text("Not found.", status: 404) }
        }
    }
}
