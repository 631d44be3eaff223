public import Analytics

/// An event as a sink recorded it, with every parameter value as text: the common ground
/// between trackers that keep typed values and those that only write strings.
public struct ObservedAnalyticsEvent: Sendable, Hashable, CustomStringConvertible {
    /// The event's name.
    public var name: String
    /// Its parameters, as text.
    public var parameters: [String: String]

    /// Creates an observed event.
    public init(name: String, parameters: [String: String] = [:]) {
        self.name = name
        self.parameters = parameters
    }

    /// `event` as a text sink should record it: each value by its `description`.
    public init(_ event: AnalyticsEvent) {
        self.init(name: event.name, parameters: event.parameters.mapValues(\.description))
    }

    /// The name, then each parameter as `key=value` in key order: what a failed expectation prints.
    public var description: String {
        ([name] + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
}
