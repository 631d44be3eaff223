import ProductsFeature

/// An event sink that remembers what the view models reported.
@MainActor
final class RecordingProductsEventSink: ProductsEventSink {
    private(set) var events: [ProductsEvent] = []

    func receive(_ event: ProductsEvent) {
        events.append(event)
    }
}
