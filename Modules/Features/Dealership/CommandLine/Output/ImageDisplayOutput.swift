import DealershipFeature

/// How a client should fit the dealership's images, in `dealership show --json`.
struct ImageDisplayOutput: Encodable {
    var scaling: String
    var centered: Bool
    var clipsToBounds: Bool

    init(_ rule: ImageDisplayRule) {
        scaling = rule.scaling.rawValue
        centered = rule.isCentered
        clipsToBounds = rule.clipsToBounds
    }
}
