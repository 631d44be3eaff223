public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a data file an emulator bundles in its own `Resources/` folder.
public enum BundledResource {
    /// The bytes of `Resources/<name>` in `bundle`, or an error naming the file and why it cannot be read.
    public static func data(named name: String, in bundle: Bundle) -> Result<Data, BundledResourceError> {
        let path = "Resources/\(name)"
        guard let url = url(named: name, in: bundle) else {
            return .failure(BundledResourceError(path: path, in: bundle, reason: "it is missing"))
        }
        do {
            return .success(try Data(contentsOf: url))
        } catch {
            return .failure(BundledResourceError(path: path, in: bundle, reason: reason(for: error)))
        }
    }

    static func url(named name: String, in bundle: Bundle) -> URL? {
        // The package copies each emulator's `Resources` into its bundle as is: looking there is one `stat`,
        // where asking the bundle costs a search (2 % of a command's start-up).
        let copied = bundle.bundleURL.appending(path: "Resources/\(name)", directoryHint: .notDirectory)
        if FileManager.default.fileExists(atPath: copied.path) { return copied }
        let file = name as NSString
        let (base, ext) = (file.deletingPathExtension, file.pathExtension)
        // Linux Foundation takes a bundle's `Resources` as its resource directory, Darwin does not: ask both.
        return bundle.url(forResource: base, withExtension: ext, subdirectory: "Resources")
            ?? bundle.url(forResource: base, withExtension: ext)
    }

    /// The system's words (`Too many open files`), which Foundation wraps in an error naming no cause.
    static func reason(for error: any Error) -> String {
        // Cast to `Error` first: on Linux the value is a Swift error that `as? NSError` misses.
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        guard let underlying, underlying.domain == NSPOSIXErrorDomain else { return error.localizedDescription }
        return String(cString: strerror(Int32(underlying.code)))
    }
}

/// Missing (a packaging bug), unreadable now (out of descriptors), or not what its emulator expects.
public struct BundledResourceError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// The bundle's folder name, such as `Mosaic_ShopEmulator.resources`.
    public var bundle: String
    /// `it is missing`, the system's words for a failed read, or what is wrong with its contents.
    public var reason: String

    public init(path: String, bundle: String, reason: String) {
        self.path = path
        self.bundle = bundle
        self.reason = reason
    }

    public var description: String { "bundled file \(path) of \(bundle) cannot be used: \(reason)" }
}

extension BundledResourceError {
    public init(path: String, in bundle: Bundle, reason: String) {
        self.init(path: path, bundle: bundle.bundleURL.lastPathComponent, reason: reason)
    }
}
