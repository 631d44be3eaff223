package import CompositionKit

extension DecoratedGraph: PictureGraph where Base: PictureGraph {
    package func pictures(for api: FeatureAPI) -> PictureLoader { base.pictures(for: api) }
}
