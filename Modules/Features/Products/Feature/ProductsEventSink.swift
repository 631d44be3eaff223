/// Where the shop's view models report what the shopper did: the one outlet for ``ProductsEvent``s.
@MainActor
public protocol ProductsEventSink {
    /// Takes note of `event`.
    func receive(_ event: ProductsEvent)
}
