/// What a user did with the dealerships that someone may want to count.
public enum DealershipEvent: Sendable, Hashable {
    /// A dealership's detail finished loading.
    case dealershipShown(id: String)
    /// The user changed which vehicle types are shown; `selectedTypeNames` are in filter-button order.
    case vehicleFilterChanged(dealershipID: String, selectedTypeNames: [String])
}
