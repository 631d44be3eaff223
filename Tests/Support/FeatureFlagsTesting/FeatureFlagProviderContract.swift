public import FeatureFlags
import Testing

/// What every `FeatureFlagProvider` must do once configured with overrides, to run from each
/// provider's tests: `try FeatureFlagProviderContract(overrideOrigin: ...) { ... }.verify()`.
public struct FeatureFlagProviderContract: Sendable {
    /// Makes a provider that knows `declaredFlags` and overrides each flag in `overrides`
    /// with the given value.
    public typealias MakeProvider =
        @Sendable (_ declaredFlags: [FeatureFlag], _ overrides: [FeatureFlag: Bool]) throws -> any FeatureFlagProvider

    private let overrideOrigin: FlagOrigin
    private let makeProvider: MakeProvider

    /// Creates the contract for providers whose overrides come from `overrideOrigin`.
    public init(overrideOrigin: FlagOrigin, makeProvider: @escaping MakeProvider) {
        self.overrideOrigin = overrideOrigin
        self.makeProvider = makeProvider
    }

    private static let offByDefault = FeatureFlag(key: "contract.offByDefault", defaultValue: false, description: "Off")
    private static let onByDefault = FeatureFlag(key: "contract.onByDefault", defaultValue: true, description: "On")
    private static let untouchedOff = FeatureFlag(key: "contract.untouchedOff", defaultValue: false, description: "Off")
    private static let untouchedOn = FeatureFlag(key: "contract.untouchedOn", defaultValue: true, description: "On")
    private static let declared = [offByDefault, onByDefault, untouchedOff, untouchedOn]

    /// Runs every check.
    public func verify() throws {
        try resolvesOverridesWithTheirOrigin()
        try reportsAnOverrideThatRepeatsTheDefault()
        try fallsBackToDefaults()
        try answersIsEnabledAsItResolves()
    }

    /// Overridden flags take the override's value, in both directions, from the override's origin.
    public func resolvesOverridesWithTheirOrigin() throws {
        let provider = try makeProvider(Self.declared, [Self.offByDefault: true, Self.onByDefault: false])

        #expect(
            provider.resolve(Self.offByDefault)
                == FlagResolution(flag: Self.offByDefault, isEnabled: true, origin: overrideOrigin))
        #expect(
            provider.resolve(Self.onByDefault)
                == FlagResolution(flag: Self.onByDefault, isEnabled: false, origin: overrideOrigin))
    }

    /// An override equal to the default still says it came from the override, so people can
    /// see that it is set.
    public func reportsAnOverrideThatRepeatsTheDefault() throws {
        let provider = try makeProvider(Self.declared, [Self.onByDefault: true])

        #expect(
            provider.resolve(Self.onByDefault)
                == FlagResolution(flag: Self.onByDefault, isEnabled: true, origin: overrideOrigin))
    }

    /// Flags nobody overrides keep their declared defaults, from the default origin.
    public func fallsBackToDefaults() throws {
        for overrides in [[:], [Self.offByDefault: true]] {
            let provider = try makeProvider(Self.declared, overrides)

            for flag in [Self.untouchedOff, Self.untouchedOn] {
                #expect(
                    provider.resolve(flag)
                        == FlagResolution(flag: flag, isEnabled: flag.defaultValue, origin: .defaultValue))
            }
        }
    }

    /// `isEnabled` agrees with `resolve` for every flag.
    public func answersIsEnabledAsItResolves() throws {
        let provider = try makeProvider(Self.declared, [Self.offByDefault: true, Self.onByDefault: false])

        for flag in Self.declared {
            #expect(provider.isEnabled(flag) == provider.resolve(flag).isEnabled)
        }
    }
}
