/// What the dealership view models ask of Iron Forge, in the feature's own model. A value of
/// closures, so a test states the dealerships it needs; ``live(_:)`` answers through ``DealershipService``.
public struct DealershipClient: Sendable {
    /// Every dealership, without its vehicles.
    public let dealerships: @Sendable () async throws(DealershipError) -> [DealershipSummary]
    /// The dealership with `id` and every one of its vehicles.
    public let dealership: @Sendable (_ id: String) async throws(DealershipError) -> Dealership

    public init(
        dealerships: @escaping @Sendable () async throws(DealershipError) -> [DealershipSummary],
        dealership: @escaping @Sendable (String) async throws(DealershipError) -> Dealership
    ) {
        self.dealerships = dealerships
        self.dealership = dealership
    }

    public static func live(_ service: DealershipService) -> Self {
        Self(dealerships: service.dealerships, dealership: service.dealership(id:))
    }
}
