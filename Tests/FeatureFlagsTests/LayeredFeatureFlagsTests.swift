import FeatureFlags
import FeatureFlagsTesting
import Testing

@Suite struct LayeredFeatureFlagsTests {
    struct StubLayer: FlagValueSource {
        let origin: FlagOrigin
        let values: [String: Bool]

        func value(forKey key: String) -> Bool? { values[key] }
    }

    static let everywhere = FeatureFlag(key: "test.everywhere", defaultValue: false, description: "")
    static let environmentAndFile = FeatureFlag(key: "test.environmentAndFile", defaultValue: false, description: "")
    static let fileOnly = FeatureFlag(key: "test.fileOnly", defaultValue: true, description: "")
    static let nowhere = FeatureFlag(key: "test.nowhere", defaultValue: true, description: "")

    static let layers: [any FlagValueSource] = [
        StubLayer(origin: .commandLine, values: [everywhere.key: true]),
        StubLayer(origin: .environment, values: [everywhere.key: false, environmentAndFile.key: true]),
        StubLayer(origin: .file, values: [everywhere.key: false, environmentAndFile.key: false, fileOnly.key: false]),
    ]

    static var everyLayerOrder: [[any FlagValueSource]] {
        let (a, b, c) = (layers[0], layers[1], layers[2])
        return [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]]
    }

    @Test(arguments: 0..<6)
    func theStrongestLayerWinsWhateverOrderTheLayersAreGivenIn(order: Int) {
        let flags = LayeredFeatureFlags(layers: Self.everyLayerOrder[order])

        #expect(
            flags.resolve(Self.everywhere)
                == FlagResolution(flag: Self.everywhere, isEnabled: true, origin: .commandLine))
        #expect(
            flags.resolve(Self.environmentAndFile)
                == FlagResolution(flag: Self.environmentAndFile, isEnabled: true, origin: .environment))
        #expect(flags.resolve(Self.fileOnly) == FlagResolution(flag: Self.fileOnly, isEnabled: false, origin: .file))
        #expect(
            flags.resolve(Self.nowhere) == FlagResolution(flag: Self.nowhere, isEnabled: true, origin: .defaultValue))
        #expect(flags.layers.map(\.origin) == [.commandLine, .environment, .file])
    }

    /// Its fallsBackToDefaults check, with no override given, is a layered provider with no values at all.
    @Test func satisfiesTheProviderContract() throws {
        try FeatureFlagProviderContract(overrideOrigin: .environment) { _, overrides in
            LayeredFeatureFlags(layers: [
                StubLayer(
                    origin: .environment,
                    values: Dictionary(uniqueKeysWithValues: overrides.map { ($0.key.key, $0.value) })),
                StubLayer(origin: .file, values: [:]),
            ])
        }.verify()
    }
}
