/// Navigation out of the launches list, implemented by whoever hosts it.
@MainActor
public protocol LaunchesRouting: AnyObject {
    /// Opens the detail screen of the launch with `id`.
    func showLaunch(id: String)
}
