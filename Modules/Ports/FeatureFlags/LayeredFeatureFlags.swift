/// Resolves flags through layers in precedence order: command line, environment, service,
/// file, and finally the flag's own default.
public struct LayeredFeatureFlags: FeatureFlagProvider {
    /// The layers, strongest first.
    public let layers: [any FlagValueSource]

    /// Creates a provider from `layers`, in any order: they are sorted by ``FlagOrigin``.
    public init(layers: [any FlagValueSource]) {
        self.layers = layers.sorted { $0.origin < $1.origin }
    }

    /// The value of the strongest layer that sets `flag`, else its default.
    public func resolve(_ flag: FeatureFlag) -> FlagResolution {
        for layer in layers {
            if let value = layer.value(forKey: flag.key) {
                return FlagResolution(flag: flag, isEnabled: value, origin: layer.origin)
            }
        }
        return FlagResolution(flag: flag, isEnabled: flag.defaultValue, origin: .defaultValue)
    }
}
