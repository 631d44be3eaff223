public import FeatureFlags
public import Foundation

/// A JSON object of flag keys to `true`/`false` or a command-line word: `{"shop.list.infiniteScroll": false}`.
public struct FileFlagSource: FlagValueSource {
    public let values: [String: Bool]

    public init(contentsOf url: URL, declaredFlags: [FeatureFlag]) throws(FeatureFlagConfigurationError) {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .unreadableFlagsFile(path: path, reason: "no such file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFlagsFile(path: path, reason: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(json: data, path: path, declaredFlags: declaredFlags)
    }

    /// Reads flags file contents `json`; `path` names the file in error messages.
    public init(json: Data, path: String, declaredFlags: [FeatureFlag]) throws(FeatureFlagConfigurationError) {
        let written: [String: FlagFileValue]
        do {
            written = try JSONDecoder().decode([String: FlagFileValue].self, from: json)
        } catch DecodingError.dataCorrupted {
            throw .malformedFlagsFile(path: path, reason: "not valid JSON")
        } catch {
            throw .malformedFlagsFile(path: path, reason: "not a JSON object")
        }
        let declared = DeclaredFlags(declaredFlags)
        var values: [String: Bool] = [:]
        // Sorted, so that with several mistakes the same one is reported every time.
        for (key, value) in written.sorted(by: { $0.key < $1.key }) {
            guard declared.contains(key) else {
                throw .unknownFlagInFile(path: path, key: key, knownKeys: declared.sortedKeys)
            }
            guard let flagValue = value.flagValue else {
                throw .invalidValueInFile(path: path, key: key, value: value.written)
            }
            values[key] = flagValue
        }
        self.values = values
    }

    public var origin: FlagOrigin { .file }

    public func value(forKey key: String) -> Bool? {
        values[key]
    }
}
