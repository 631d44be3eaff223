package import PictureKit

/// A feature slice as the web app sees it: its pages. A slice's assembly implements it in a file
/// of its own, beside the slice's `FeatureModule`.
@MainActor
package protocol WebAppFeature {
    /// The slice's pages, linked from the home page under its `FeatureModule` title.
    static func webSection(graph: any PictureGraph) -> WebSection
}
