/// The `context.library` every call carries, as Segment's SDKs send it: which client produced an event.
public struct SegmentLibrary: Sendable, Hashable, Codable {
    public var name: String
    public var version: String

    public static func mosaic(appVersion: String) -> SegmentLibrary {
        SegmentLibrary(name: "mosaic-segment-http", version: appVersion)
    }
}
