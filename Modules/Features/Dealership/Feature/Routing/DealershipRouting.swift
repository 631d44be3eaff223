/// Navigation out of the dealership screens, implemented by whoever hosts them.
@MainActor
public protocol DealershipRouting: AnyObject {
    func showDealership(id: String)
}
