/// Shows the shop's screens. The feature decides where to go; the app decides how.
@MainActor
public protocol ProductsRouter {
    func show(_ route: ProductsRoute)
}
