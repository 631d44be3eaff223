public import Foundation

/// An image that comes from the API by URL, with the rule for displaying it.
public struct RemoteImage: Sendable, Hashable {
    public var url: URL
    public var display: ImageDisplayRule = .aspectFillCentered
}
