public import Analytics
public import FeatureFlags
public import Foundation
public import Networking

/// Builds the Guidomia module (presenter, router, model loader) from injected dependencies.
/// It holds no state: call ``makeModule(view:pickerHost:)`` once per screen.
public struct GuidomiaModuleFactory: Sendable {
    private let loader: any CarOffersLoading
    private let analytics: any AnalyticsTracker
    private let flags: any FeatureFlagProvider
    private let strings: GuidomiaStrings

    public init(
        loader: any CarOffersLoading,
        analytics: any AnalyticsTracker,
        flags: any FeatureFlagProvider,
        strings: GuidomiaStrings = .english
    ) {
        self.loader = loader
        self.analytics = analytics
        self.flags = flags
        self.strings = strings
    }

    /// A factory that loads the offers from `{baseURL}/car_list.json` through `client`.
    public init(
        client: any HTTPClient,
        baseURL: URL,
        analytics: any AnalyticsTracker,
        flags: any FeatureFlagProvider,
        strings: GuidomiaStrings = .english
    ) {
        self.init(
            loader: CarOffersService(client: client, baseURL: baseURL), analytics: analytics, flags: flags,
            strings: strings)
    }

    /// Wires a module around `view`. The caller keeps the returned presenter alive (a view
    /// controller holds it strongly); the presenter holds `view` weakly and the router holds
    /// `pickerHost` weakly, so no cycle forms.
    @MainActor
    public func makeModule(view: any GuidomiaView, pickerHost: (any GuidomiaPickerHost)? = nil) -> GuidomiaPresenter {
        GuidomiaPresenter(
            view: view,
            loader: loader,
            router: GuidomiaRouter(host: pickerHost, strings: strings),
            analytics: analytics,
            filtersEnabled: flags.isEnabled(GuidomiaFlags.filters),
            strings: strings
        )
    }
}
