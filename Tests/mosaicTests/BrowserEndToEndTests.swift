import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// `mosaic serve` in headless Chromium, driven through chromedriver's W3C WebDriver API: links, pickers and
/// chips changed in place, back and reload, the countdown ticking, every app the home page lists, and a
/// console with no error (a blocked inline script or style, or a failed picture). Once from the bundled
/// data, once from loopback servers whose answers carry real pictures.
@Suite(.serialized, .processBudget, .needs(.chromium, .chromedriver))
@MainActor
struct BrowserEndToEndTests {
    @Test func everyScreenWorksInHeadlessChromium() async throws {
        try await withBrowser { driver, base in
            try await browse(driver, base: base)
            try await openEveryApp(driver, base: base)
            if let folder = Self.screenshotFolder {
                try await captureScreens(driver, base: base, into: folder)
            }
            try await expectNoConsoleError(driver)
        }
    }

    @Test func everyScreenShowsThePicturesLoopbackServersAnswerWith() async throws {
        try await PicturedAPIs.run { baseURLs, picturesServed in
            try await withBrowser(baseURLs) { driver, base in
                for (path, picture) in [
                    ("pokemon/25", "img.sprite"),
                    ("dealership/a7fef0da-0e90-4e96-982d-f2340be94b97", "ul.cards.media img"),
                ] {
                    try await driver.go(to: base + path)
                    let image = try await driver.element(picture)
                    try await Self.waitUntil {
                        let width = try await driver.property("naturalWidth", ofElement: image) as? Int
                        return width == PicturedAPIs.pictureWidth
                    }
                }
                #expect(picturesServed() >= 2)
                try await openEveryApp(driver, base: base)
                try await expectNoConsoleError(driver)
            }
        }
    }

    /// Runs `mosaic serve` and chromedriver, hands `body` a browser session and the server's URL, then
    /// checks the server stops cleanly on SIGTERM.
    func withBrowser(
        _ arguments: [String] = [], _ body: (_ driver: WebDriver, _ base: String) async throws -> Void
    ) async throws {
        let folder = try TemporaryDirectory()
        let mosaic = try MosaicRunner(in: folder.url).start(
            ["serve", "--port", "0", "--store", "memory", "--now", "2022-09-01T00:00:00Z"] + arguments)
        let driverPort = try LoopbackSocket.freePort()
        // chromedriver makes the browser's profile, and Chromium its singleton socket, in TMPDIR,
        // and neither removes them when stopped: in the test's folder they go with it.
        let temporary = folder.url.appending(path: "tmp", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let chromedriver = try RunningProcess.start(
            WebDriver.chromedriver, ["--port=\(driverPort)"], stdout: .file(folder.url.appending(path: "driver.out")),
            stderr: .file(folder.url.appending(path: "driver.err")),
            environment: ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 })
        defer {
            mosaic.kill()
            // SIGTERM, not SIGKILL: chromedriver then takes its browser down with it.
            chromedriver.terminate()
        }
        let base = try await mosaic.servedURL(deadline: .seconds(30)).absoluteString
        let driver: WebDriver
        do {
            driver = try await WebDriver.open(port: UInt16(driverPort))
        } catch {
            // Its logs go with the folder: what chromedriver said is only kept in the failure.
            let said = ["driver.out", "driver.err"].map {
                (try? String(contentsOf: folder.url.appending(path: $0), encoding: .utf8).suffix(1_000)) ?? ""
            }
            throw WebDriver.Failure(description: "\(error); chromedriver printed: \(said.joined(separator: " | "))")
        }
        do {
            try await body(driver, base)
        } catch {
            await driver.close()
            throw error
        }
        await driver.close()
        mosaic.terminate()
        #expect(try await mosaic.wait(deadline: .seconds(30)) == 0)
        chromedriver.terminate()
        _ = try await chromedriver.wait(deadline: .seconds(30))
    }

    /// Opens every app the home page links (a slice `new-slice` just generated too), then the first page
    /// inside each.
    private func openEveryApp(_ driver: WebDriver, base: String) async throws {
        try await driver.go(to: base)
        var apps: [String] = []
        for link in try await driver.elements("ul.cards h2 a") {
            if let path = try await driver.attribute("href", ofElement: link) { apps.append(path) }
        }
        #expect(apps.count >= 5, "the home page links \(apps)")
        // `.ci/new-slice-check` names the slice it generated, to prove its page is among them.
        if let expected = ProcessInfo.processInfo.environment["MOSAIC_BROWSER_EXPECTS_APP"] {
            #expect(apps.contains(expected), "the home page links \(apps), not \(expected)")
        }
        for app in apps {
            try await driver.go(to: base + app.dropFirst())
            #expect(try await !driver.text("h1").isEmpty, "\(app) has no heading")
            let inside = try await driver.elements("main a[href^='\(app)/']:not([href*='/pictures/'])")
            guard let first = inside.first, let path = try await driver.attribute("href", ofElement: first) else {
                continue
            }
            try await driver.go(to: base + path.dropFirst())
            #expect(try await !driver.text("h1").isEmpty, "\(path), the first link in \(app), has no heading")
        }
    }

    private func expectNoConsoleError(_ driver: WebDriver) async throws {
        let errors = try await driver.consoleLog().filter { $0.hasPrefix("SEVERE") }
        #expect(errors.isEmpty, "console errors: \(errors)")
    }

    private func browse(_ driver: WebDriver, base: String) async throws {
        try await driver.go(to: base)
        #expect(try await driver.title() == "Mosaic · Mosaic")
        try await driver.click("a[href='/guidomia']")
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/guidomia") }
        // Choosing a make swaps the pickers and offers in place, and the choice gets its own URL.
        let guidomiaHeading = try await driver.element("h1")
        try await driver.click("select[name='make'] option[value='BMW']")
        try await Self.waitUntil { try await driver.currentURL().contains("make=BMW") }
        try await Self.waitUntil { try await driver.text(".offer details[open] h2").hasPrefix("BMW") }
        // The swapped-in model picker works too: its models are the make's.
        let model = try await driver.element("select[name='model'] option:nth-of-type(2)")
        let modelName = try #require(try await driver.attribute("value", ofElement: model))
        try await driver.click(element: model)
        try await Self.waitUntil { try await driver.currentURL().contains("model=") }
        try await Self.waitUntil { try await driver.text(".offer details[open] h2").contains(modelName) }
        #expect(try await driver.text(ofElement: guidomiaHeading) == "Guidomia", "the page was not reloaded")
        try await driver.back()
        try await Self.waitUntil { try await driver.currentURL().contains("make=BMW") }
        try await driver.back()
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/guidomia") }
        try await driver.refresh()
        #expect(try await driver.text("h1") == "Guidomia")

        try await driver.go(to: base + "launches?tab=past")
        #expect(try await driver.text("nav.tabs a[aria-current='page']") == "Past")
        try await driver.go(to: base + "launches/633f71240531f07b4fdf59bb")
        let first = try await driver.text(".countdown")
        #expect(first.hasPrefix("T- "))
        try await Self.waitUntil { try await driver.text(".countdown") != first }
        #expect(try await driver.text("table.details").contains("Flight number"))

        // The Pokédex: scrolling to the list's end loads the second page in place, and a name opens its detail.
        try await driver.go(to: base + "pokemon")
        #expect(try await driver.count("ul.pokedex li") == 20)
        // A key, not a script: the pages' CSP forbids the eval WebDriver's script commands need.
        try await driver.press(.end)
        try await Self.waitUntil { try await driver.count("ul.pokedex li") >= 40 }
        #expect(try await driver.currentURL().hasSuffix("/pokemon"))
        try await driver.click("a[href='/pokemon/pick/25']")
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/pokemon/25") }
        #expect(try await driver.text("h1") == "Pikachu")
        #expect(try await driver.text("ul.chips") == "Electric")
        try await driver.back()
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/pokemon") }

        // Dealerships: a chip swaps the vehicles in place (the page is not reloaded) and the URL follows.
        try await driver.go(to: base + "dealership")
        try await driver.click("a[href='/dealership/a7fef0da-0e90-4e96-982d-f2340be94b97']")
        try await Self.waitUntil { try await driver.text("h1") == "RV Kingdom" }
        #expect(try await driver.text("#dealership-vehicles > p.muted") == "8 of 8 vehicles")
        let heading = try await driver.element("h1")
        try await driver.click("nav.chips a.chip:nth-of-type(2)")
        try await Self.waitUntil { try await driver.currentURL().contains("types=camperVan%2Crv") }
        try await Self.waitUntil { try await driver.text("#dealership-vehicles > p.muted") != "8 of 8 vehicles" }
        #expect(try await driver.text(ofElement: heading) == "RV Kingdom", "the page was not reloaded")
        #expect(try await driver.count("nav.chips a[aria-current='true']") == 2)

        // The Chloé shop: departments, a grid of thumbnails, a product with the Item API's extras.
        try await driver.go(to: base + "products")
        try await driver.click("a[href='/products/drsss']")
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/products/drsss") }
        #expect(try await driver.count(".cards.products li") == 50)
        try await driver.click("a[href='/products/drsss/59011007']")
        try await Self.waitUntil { try await driver.text("h1") == "Ruffled Dress" }
        #expect(try await driver.text("dl.facts").contains("Price"))

    }

    /// `Docs/WebApp/` when `MOSAIC_SCREENSHOTS=1` asks for screenshots, else `nil`: a normal run (and CI)
    /// never rewrites the documentation's pictures.
    private static var screenshotFolder: URL? {
        guard ProcessInfo.processInfo.environment["MOSAIC_SCREENSHOTS"] == "1" else { return nil }
        return URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Docs/WebApp")
    }

    /// Each app's first screen at each of ``widths``, in both schemes, as `<name>-<width>-<scheme>.png`.
    private func captureScreens(_ driver: WebDriver, base: String, into folder: URL) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shown: Set = ["home", "pokedex", "launches", "guidomia", "dealership", "product-list"]
        for scheme in WebDriver.ColorScheme.allCases {
            try await driver.emulate(scheme)
            for (width, height) in Self.widths {
                try await driver.resize(width: width, height: height)
                for (name, path) in Self.visitedPages where shown.contains(name) {
                    try await driver.go(to: base + path)
                    // Pictures are lazy and local: a moment for them to arrive before the shot.
                    try await Task.sleep(for: .milliseconds(300))
                    try await driver.screenshot().write(to: folder.appending(path: "\(name)-\(width)-\(scheme).png"))
                }
            }
        }
        try await driver.emulate(.light)
        try await driver.resize(width: 390, height: 844)
    }

    static func waitUntil(
        deadline: Duration = .seconds(20), _ condition: () async throws -> Bool
    ) async throws {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while clock.now < end {
            if (try? await condition()) == true { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the browser did not get there within \(deadline)")
        throw CancellationError()
    }
}
