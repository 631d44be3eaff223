/// The passive view: shows what the presenter gives, forwards user actions, owns the presenter (held weakly).
@MainActor
public protocol GuidomiaView: AnyObject {
    func display(_ viewState: GuidomiaViewState)
}
