public import FeatureFlags
public import TerminalKit
public import WebAppKit

/// A feature slice as the composition root sees it: what it needs (its API) and what it
/// brings (its flags, its commands, its entry on the home screen, its web pages). Registering a
/// slice is adding its module to the one list `mosaic` keeps; everything else is derived from it.
@MainActor
public protocol FeatureModule {
    /// The API the feature reads.
    static var api: FeatureAPI { get }
    /// Every flag the feature's targets read, each declared once.
    static var flags: [FeatureFlag] { get }
    /// The one-shot commands, in the order `--help` lists them.
    static var commands: [Command] { get }
    /// The feature's entry on the interactive app's home screen.
    static func homeEntry(graph: any FeatureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry
    /// The feature's pages for `mosaic serve`, or `nil` while it has none.
    static func webSection(graph: any FeatureGraph) -> WebSection?
}

extension FeatureModule {
    /// No pages: a slice without a web target is listed on the web home page without a link.
    public static func webSection(graph: any FeatureGraph) -> WebSection? { nil }
}
