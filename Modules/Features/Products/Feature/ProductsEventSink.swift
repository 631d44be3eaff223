/// Where the shop's view models report what the shopper did: the one outlet for ``ProductsEvent``s.
@MainActor
public protocol ProductsEventSink {
    func receive(_ event: ProductsEvent)
}
