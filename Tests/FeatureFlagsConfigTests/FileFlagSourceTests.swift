import FeatureFlags
import FeatureFlagsConfig
import Foundation
import Testing

@Suite struct FileFlagSourceTests {
    private func source(_ json: String) throws(FeatureFlagConfigurationError) -> FileFlagSource {
        try FileFlagSource(json: Data(json.utf8), path: "flags.json", declaredFlags: Flags.all)
    }

    @Test func readsBooleansWordsAndOnesAndZeros() throws {
        let file = try TemporaryFlagsFile(
            #"{"pokemon.backup": false, "launches.countdown": "on", "pokemon.showTypes": 1, "pokemon.infiniteScroll": "NO"}"#
        )

        let source = try FileFlagSource(contentsOf: file.url, declaredFlags: Flags.all)

        #expect(
            source.values == [
                "pokemon.backup": false, "launches.countdown": true, "pokemon.showTypes": true,
                "pokemon.infiniteScroll": false,
            ])
        #expect(source.origin == .file)
    }

    @Test func anEmptyObjectSetsNothing() throws {
        #expect(try source("{}").values.isEmpty)
    }

    /// A missing file, and a folder in the file's place (its reason in the platform's words), by path.
    @Test(arguments: [("absent.json", "no such file" as String?), ("", nil)])
    func anUnreadableFileIsReportedByPath(name: String, reason: String?) throws {
        let file = try TemporaryFlagsFile("{}")
        let url = name.isEmpty ? file.directory : file.directory.appendingPathComponent(name)

        let error = #expect(throws: FeatureFlagConfigurationError.self) {
            try FileFlagSource(contentsOf: url, declaredFlags: Flags.all)
        }

        guard case .unreadableFlagsFile(let path, let given)? = error else {
            Issue.record("expected an unreadable-file error, got \(String(describing: error))")
            return
        }
        #expect(path == url.path && error?.description.contains(url.path) == true)
        #expect(given == reason ?? given)
    }

    @Test(arguments: [
        ("pokemon.backup = false", "not valid JSON"), (#"["pokemon.backup"]"#, "not a JSON object"),
        ("true", "not a JSON object"), (#""pokemon.backup""#, "not a JSON object"),
    ])
    func aFileThatIsNotAJSONObjectIsReported(json: String, reason: String) {
        #expect(throws: FeatureFlagConfigurationError.malformedFlagsFile(path: "flags.json", reason: reason)) {
            try source(json)
        }
    }

    @Test func anUnknownKeyIsReportedWithTheKnownOnes() throws {
        let error = #expect(throws: FeatureFlagConfigurationError.self) {
            try source(#"{"pokemon.backup": true, "pokemon.infinite": true}"#)
        }

        #expect(error == .unknownFlagInFile(path: "flags.json", key: "pokemon.infinite", knownKeys: Flags.knownKeys))
        let message = try #require(error?.description)
        #expect(Flags.knownKeys.allSatisfy(message.contains))
    }

    @Test(
        arguments: [
            (#"{"pokemon.backup": "maybe"}"#, #""maybe""#),
            (#"{"pokemon.backup": 2}"#, "2"),
            (#"{"pokemon.backup": 0.5}"#, "0.5"),
            (#"{"pokemon.backup": null}"#, "null"),
            (#"{"pokemon.backup": [true]}"#, "a list or object"),
        ]
    )
    func aBadValueIsReportedWithItsKey(json: String, written: String) throws {
        let error = #expect(throws: FeatureFlagConfigurationError.self) { try source(json) }

        #expect(error == .invalidValueInFile(path: "flags.json", key: "pokemon.backup", value: written))
        let message = try #require(error?.description)
        #expect(message.contains("pokemon.backup"))
        #expect(message.contains("true/false"))
    }
}
