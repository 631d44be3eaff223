/// Navigation out of the dealership screens, implemented by whoever hosts them.
@MainActor
public protocol DealershipRouting: AnyObject {
    /// Opens the detail screen of the dealership with `id`.
    func showDealership(id: String)
}
