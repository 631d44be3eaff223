/// A feature slice as the one-shot command line sees it: its commands. A slice's assembly
/// implements it in a file of its own, beside the slice's `FeatureModule`.
@MainActor
package protocol CommandLineFeature {
    /// The one-shot commands, in the order `--help` lists them.
    static var commands: [Command] { get }
}
