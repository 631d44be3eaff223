package import FeatureFlags

/// A feature slice as the composition root registers it: its API, its flags and the words a client's home
/// lists it under. What one client needs besides comes through its own protocol, declared in its kit and
/// implemented in each slice's assembly (`CommandLineFeature`, `TerminalAppFeature`, `WebAppFeature`), so a new
/// client adds a protocol and a file per slice and changes nothing here.
@MainActor
package protocol FeatureModule {
    static var api: FeatureAPI { get }
    /// Every flag the feature's targets read, each declared once.
    static var flags: [FeatureFlag] { get }
    /// The slice's name on a client's home, such as `Launches`.
    static var title: String { get }
    /// What it shows, in a line under the title.
    static var subtitle: String { get }
}
