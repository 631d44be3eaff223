package import CompositionKit

/// The object graph of a client that shows pictures: the ports of ``CompositionKit/FeatureGraph`` and
/// each API's picture pipeline. The root builds the loaders, since only it names the decoder adapter;
/// a client that shows no picture needs only a `FeatureGraph`.
@MainActor
package protocol PictureGraph: FeatureGraph {
    /// The pictures `api`'s view states point at: fetched through the network when `api` is
    /// reached over it, never when it is answered from bundled data, and saved in the store.
    func pictures(for api: FeatureAPI) -> PictureLoader
}
