import Foundation

/// The feature's text table, read from `Resources/<language>.lproj/Localizable.strings` by `StringsFileParser`, not
/// `Bundle.localizedString(forKey:value:table:)`: the target copies `Resources` as a folder, which corelibs Foundation
/// takes as the bundle's resource directory and Apple's does not; our own lookup is the same everywhere.
public struct GuidomiaStrings: Sendable, Equatable {
    private let table: [String: String]

    public init(table: [String: String]) {
        self.table = table
    }

    public static func bundled(language: String = "en") throws(StringsFileError) -> GuidomiaStrings {
        try bundled(language: language, in: .module)
    }

    static func bundled(language: String, in bundle: Bundle) throws(StringsFileError) -> GuidomiaStrings {
        let file = "\(language).lproj/Localizable.strings"
        let folders = [bundle.resourceURL, bundle.resourceURL?.appendingPathComponent("Resources")]
        let data = folders.lazy.compactMap { folder in
            folder.flatMap { try? Data(contentsOf: $0.appendingPathComponent(file)) }
        }.first
        guard let data else {
            throw StringsFileError(line: 0, reason: "no bundled Localizable.strings for '\(language)'")
        }
        return GuidomiaStrings(table: try StringsFileParser.parse(String(decoding: data, as: UTF8.self)))
    }

    /// Read once per presenter: a failed read (a process out of descriptors) shows keys on that screen or page alone.
    public static var english: GuidomiaStrings { bundledOrKeys(language: "en") }

    /// The bundled table for `language`, or the keys as texts if it fails to load, never a crash.
    static func bundledOrKeys(language: String, in bundle: Bundle = .module) -> GuidomiaStrings {
        (try? bundled(language: language, in: bundle)) ?? GuidomiaStrings(table: [:])
    }

    public var keys: Set<String> { Set(table.keys) }

    /// The text for `key`, with each `%@` replaced by the next of `arguments`.
    public func text(_ key: GuidomiaStringKey, _ arguments: String...) -> String {
        var remaining = ArraySlice(arguments)
        var result = ""
        var template = Substring(table[key.rawValue] ?? key.rawValue)
        while let range = template.range(of: "%@") {
            result += template[..<range.lowerBound]
            result += remaining.popFirst() ?? ""
            template = template[range.upperBound...]
        }
        return result + template
    }
}
