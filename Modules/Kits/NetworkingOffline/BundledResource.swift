public import Foundation

/// Reads a data file an emulator bundles in its own `Resources/` folder.
public enum BundledResource {
    /// The bytes of `Resources/<name>` in `bundle`, or an error naming the missing file.
    public static func data(named name: String, in bundle: Bundle) -> Result<Data, BundledResourceError> {
        guard let url = url(named: name, in: bundle), let data = try? Data(contentsOf: url) else {
            return .failure(BundledResourceError(path: "Resources/\(name)", bundle: bundle.bundleURL.lastPathComponent))
        }
        return .success(data)
    }

    static func url(named name: String, in bundle: Bundle) -> URL? {
        // The package copies each emulator's `Resources` folder into its bundle as is: look
        // there first, which is one `stat`, where asking the bundle costs a search (2 % of a
        // command's time at start-up).
        let copied = bundle.bundleURL.appending(path: "Resources/\(name)", directoryHint: .notDirectory)
        if FileManager.default.fileExists(atPath: copied.path) { return copied }
        let file = name as NSString
        let (base, ext) = (file.deletingPathExtension, file.pathExtension)
        // Foundation on Linux treats a `Resources` folder inside the bundle as the bundle's own
        // resource directory, while Darwin does not; ask for both layouts.
        return bundle.url(forResource: base, withExtension: ext, subdirectory: "Resources")
            ?? bundle.url(forResource: base, withExtension: ext)
    }
}

/// A bundled file that is missing or unreadable: a packaging bug.
public struct BundledResourceError: Error, Sendable, CustomStringConvertible {
    /// The file's path inside the bundle.
    public var path: String
    /// The bundle's folder name, such as `Mosaic_ShopEmulator.resources`.
    public var bundle: String
    public var description: String { "bundled file \(path) is missing from \(bundle)" }
}

extension BundledResourceError {
    /// An error about the file at `path` inside `bundle`.
    public init(path: String, in bundle: Bundle) {
        self.init(path: path, bundle: bundle.bundleURL.lastPathComponent)
    }
}
