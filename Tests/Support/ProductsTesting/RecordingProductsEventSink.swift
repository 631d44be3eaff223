public import ProductsFeature

/// An event sink that keeps every event reported to it, in order, for the tests to read.
@MainActor
public final class RecordingProductsEventSink: ProductsEventSink {
    /// Every event reported, oldest first.
    public private(set) var events: [ProductsEvent] = []

    public init() {}

    public func receive(_ event: ProductsEvent) {
        events.append(event)
    }
}
