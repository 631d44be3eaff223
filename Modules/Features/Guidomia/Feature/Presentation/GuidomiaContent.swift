/// What the list area of the screen shows.
public enum GuidomiaContent: Sendable, Equatable {
    case loading(message: String)
    case failed(message: String)
    /// The offers that pass the filters, in the order the server sent them.
    case offers([GuidomiaOfferRow])
    /// The server listed no offers at all.
    case empty(message: String)
}
