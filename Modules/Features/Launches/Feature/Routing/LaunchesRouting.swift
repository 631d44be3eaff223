/// Navigation out of the launches list, implemented by whoever hosts it.
@MainActor
public protocol LaunchesRouting: AnyObject {
    func showLaunch(id: String)
}
