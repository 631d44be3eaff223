/// Shows the shop's screens. The feature decides where to go; the app decides how.
@MainActor
public protocol ProductsRouting {
    func show(_ route: ProductsRoute)
}
