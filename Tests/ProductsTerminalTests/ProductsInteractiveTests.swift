import FeatureFlagsTesting
import Foundation
import ProductsFeature
import ProductsTerminal
import ProductsTesting
import TerminalAppKit
import TerminalAppKitTesting
import TerminalKit
import Testing

@Suite("The interactive Chloé shop over its view models")
@MainActor
struct ProductsInteractiveTests {
    private nonisolated static let dressCount = 60

    /// Sixty dresses over two pages of fifty; every product has colours and sizes.
    private nonisolated static let yoox = ProductsClient.stub(
        page: { page, _ in
            let numbers = ((page - 1) * 50 + 1)...min(page * 50, dressCount)
            return ProductPage(
                number: page,
                products: numbers.map { number in
                    ProductSummary(
                        code: ProductCode(String(format: "DRESS%03d", number))!,
                        defaultCode10: String(format: "59%08d", number), brandName: nil, modelName: "Dress \(number)",
                        macroCategory: "Dresses", microCategory: "Long dresses",
                        price: ProductPrice(
                            full: ProductsMoney(minorUnits: (1000 + number) * 100, currencyCode: "GBP"), discounted: nil
                        ),
                        sizes: [])
                },
                total: dressCount)
        },
        extras: { _ in
            ProductExtras(
                colors: ["Ivory", "Black"], sizes: ["S", "M"], description: [], madeIn: "Italy", fabric: nil,
                details: nil)
        })

    /// As the composition root: destinations are pushed, a detail starting from the list's row.
    @MainActor
    private final class Router: ProductsRouting {
        let client = yoox
        let events = RecordingProductsEventSink()
        weak var app: TerminalAppModel?
        private weak var list: ProductListViewModel?

        func showDepartments() { app?.pop() }

        func showDepartment(code: String) {
            guard let department = Department(code: code) else { return }
            let list = ProductListViewModel(
                department: department, client: client, flags: StubFeatureFlags(), events: events, router: self)
            self.list = list
            app?.push(ProductListScreen(viewModel: list))
        }

        func showProduct(code8: String, departmentCode: String) {
            guard let product = list?.shownProduct(code8: code8), let department = Department(code: departmentCode)
            else { return }
            let detail = ProductDetailViewModel(
                product: product, department: department, client: client, flags: StubFeatureFlags(),
                events: events, router: self)
            app?.push(ProductDetailScreen(viewModel: detail))
        }
    }

    /// The view models hold their router weakly, as they do the app's flow: the suite keeps it.
    private let router = Router()

    private func makeApp() -> (AppDriver, Router) {
        let app = AppDriver(
            root: DepartmentListScreen(viewModel: DepartmentListViewModel(events: router.events, router: router)))
        router.app = app.model
        return (app, router)
    }

    @Test func departmentsThenPricesThenDetailWithColoursAndSizes() async {
        let (app, router) = makeApp()
        #expect(app.screen.contains { $0.contains("Sneakers") })
        app.press(.enter)
        #expect(await app.waitForText("Dresses (60 products)"))
        #expect(app.screen.contains { $0.contains("Dress 1") && $0.contains("£1,001.00") })
        app.press(.down, .enter)
        #expect(await app.waitForText("Ivory, Black"))
        let screen = app.screen.joined(separator: "\n")
        #expect(screen.contains("S, M"))
        #expect(screen.contains("Italy"))
        #expect(router.events.events.filter { if case .productShown = $0 { true } else { false } }.count == 1)
        app.press(.escape)
        #expect(app.model.current is ProductListScreen)
        app.press(.escape)
        #expect(app.model.current is DepartmentListScreen)
    }

    @Test func theListLoadsTheSecondPageAsTheCursorNearsTheEnd() async {
        let (app, _) = makeApp()
        app.press(.enter)
        #expect(await app.waitForText("Dresses (60 products)"))
        app.press(.end)
        #expect(await app.waitUntil { app.selectedRow?.contains("Dress 50") == true })
        #expect(
            await app.waitUntil {
                app.press(.end)
                return app.selectedRow?.contains("Dress 60") == true
            })
    }
}
