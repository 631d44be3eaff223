package import DealershipFeature
package import Foundation
package import WebAppKit

/// One dealership as a web page: header, vehicle-type chips (links to the page with that type
/// toggled, followed by the script without a full reload), and the view state's vehicles.
package enum DealershipDetailPage {
    /// The id of the part the script swaps when a chip is followed.
    package static let swappedID = "dealership-vehicles"

    /// The path of dealership `id`, showing the types named in `types` (all when `nil`).
    package static func url(id: String, types: [String]? = nil) -> String {
        URLForm.url("\(DealershipListPage.path)/\(URLForm.encode(id))", [("types", types?.joined(separator: ","))])
    }

    /// The type names a URL's `types` field selects: `nil` (all) when absent.
    package static func typeNames(_ field: String?) -> Set<String>? {
        field.map { Set($0.split(separator: ",").map(String.init)) }
    }

    /// The page for `state`; `picture` gives the served path of an image URL, or `nil` for none.
    package static func page(
        for state: DealershipDetailViewState, picture: (URL) -> String? = { _ in nil }
    ) -> WebPage {
        let back = WebPage.BackLink(path: DealershipListPage.path, title: "Dealerships")
        switch state.phase {
        case .idle, .loading:
            return WebPage(
                title: "Dealership", back: back, content: [.element(.p, [.class("message")], text: "Loading…")])
        case .failed(let message):
            return WebPage(
                title: "Dealership", back: back, content: [.element(.p, [.class("message error")], text: message)])
        case .loaded:
            guard let header = state.header else { return WebPage(title: "Dealership", back: back, content: []) }
            let banner = HTML.element(
                .div, [.class("banner")],
                [
                    DealershipImage.html(header.logo, picture: picture),
                    .element(.p, [.class("muted")], text: header.address),
                ])
            return WebPage(
                title: header.name, back: back,
                content: [
                    banner,
                    .element(
                        .div, [.id(swappedID), .ariaLivePolite], [chips(state), vehicles(state, picture: picture)]),
                ])
        }
    }

    private static func chips(_ state: DealershipDetailViewState) -> HTML {
        guard state.showsFilters, !state.filters.isEmpty else { return .empty }
        let all = state.filters.map(\.name)
        let selected = Set(state.selectedTypeNames)
        return .element(
            .nav, [.class("chips filter"), .ariaLabel("Vehicle types")],
            state.filters.map { filter in
                let toggled = selected.symmetricDifference([filter.name])
                // In chip order, so one selection has one URL; every type selected is the bare URL.
                let names = all.filter(toggled.contains)
                let target = url(id: state.dealershipID, types: names == all ? nil : names)
                return HTML.element(
                    .a,
                    [.href(target), .class("chip"), .dataSwap(swappedID)]
                        + (filter.isSelected ? [.ariaCurrentTrue] : []),
                    text: filter.label)
            })
    }

    private static func vehicles(_ state: DealershipDetailViewState, picture: (URL) -> String?) -> HTML {
        if let empty = state.emptyState { return .element(.p, [.class("message")], text: empty.message) }
        let count = "\(state.vehicles.count) of \(state.totalVehicleCount) vehicles"
        return .group([
            .element(.p, [.class("muted")], text: count),
            .element(
                .ul, [.class("cards media")],
                state.vehicles.map { vehicle in
                    .element(
                        .li, [.class("card")],
                        [
                            DealershipImage.html(vehicle.image, picture: picture),
                            .element(.h3, text: vehicle.name),
                            .element(
                                .p, [],
                                [
                                    .element(.span, [.class("chip")], text: vehicle.typeDisplayName),
                                    .element(.strong, [.class("price")], text: " \(vehicle.priceText)"),
                                ]),
                            .element(.p, [.class("muted")], text: vehicle.address),
                        ])
                }),
        ])
    }
}
