/// Something a user did that the product wants to count, such as `item_selected`.
public struct AnalyticsEvent: Sendable, Hashable {
    /// The event's name, in `snake_case`.
    public var name: String
    /// Typed parameters, by name.
    public var parameters: [String: AnalyticsValue]

    /// Creates an event.
    public init(name: String, parameters: [String: AnalyticsValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}
