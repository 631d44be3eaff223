public import DealershipFeature
import FoundationTesting

extension DealershipClient {
    /// Fails the test at any call: what a test starts from when it expects no request.
    public static let unimplemented = stub()

    /// A client answering with the closures given; an endpoint not given fails its caller's test, naming it.
    public static func stub(
        dealerships: (@Sendable () async throws(DealershipError) -> [DealershipSummary])? = nil,
        dealership: (@Sendable (String) async throws(DealershipError) -> Dealership)? = nil
    ) -> Self {
        let unstubbedDealerships: @Sendable () async throws(DealershipError) -> [DealershipSummary] = {
            () throws(DealershipError) in
            throw .failed(FoundationTesting.unimplemented("DealershipClient.dealerships"))
        }
        let unstubbedDealership: @Sendable (String) async throws(DealershipError) -> Dealership = {
            _ throws(DealershipError) in
            throw .failed(FoundationTesting.unimplemented("DealershipClient.dealership"))
        }
        return Self(dealerships: dealerships ?? unstubbedDealerships, dealership: dealership ?? unstubbedDealership)
    }
}
