/// The passive view of the module: it shows what the presenter gives it and forwards user
/// actions to the presenter. The presenter holds it weakly, so the view owns the presenter.
@MainActor
public protocol GuidomiaView: AnyObject {
    func display(_ viewState: GuidomiaViewState)
}
