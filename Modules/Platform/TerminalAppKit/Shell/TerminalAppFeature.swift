package import PictureKit

/// A feature slice as the terminal app sees it: its entry on the home screen. A slice's assembly
/// implements it in a file of its own, beside the slice's `FeatureModule`.
@MainActor
package protocol TerminalAppFeature {
    /// The slice's home-screen entry, under its `FeatureModule` title; what it opens moves on through `navigation`.
    static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry
}
