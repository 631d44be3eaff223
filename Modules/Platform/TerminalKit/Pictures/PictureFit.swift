/// How a picture fills the box it is given.
public enum PictureFit: Sendable, Hashable {
    /// The whole picture, as large as fits, keeping its proportions (sprites, patches, products).
    case aspectFit
    /// The whole box, keeping the proportions, cut equally on both sides of the longer
    /// dimension (dealership logos and vehicles: "aspect fill, centred").
    case aspectFillCentered
}
