import Foundation
import FoundationTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mosaic serve` in a real browser: headless Chromium driven through chromedriver's W3C
/// WebDriver API follows links, changes a picker (the page's script submits it), uses back and
/// reload, watches the countdown tick, and checks the console logged no error (a blocked inline
/// script or style would be one). Skipped where Chromium and chromedriver are not installed.
@Suite(.serialized, .processBudget, .enabled(if: WebDriver.isAvailable, "needs chromium and chromedriver"))
@MainActor
struct BrowserEndToEndTests {
    @Test func everyScreenWorksInHeadlessChromium() async throws {
        let binary = try #require(MosaicBinary.url, "the mosaic executable was not found next to the tests").path
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let mosaic = try MosaicRunner(binary: binary, folder: folder.url).start([
            "serve", "--port", "0", "--store", "memory", "--now", "2022-09-01T00:00:00Z",
        ])
        let driverPort = try Self.freePort()
        let chromedriver = try RunningProcess.start(
            WebDriver.chromedriver, ["--port=\(driverPort)"], stdout: folder.url.appending(path: "driver.out"),
            stderr: folder.url.appending(path: "driver.err"))
        defer {
            mosaic.kill()
            // SIGTERM, not SIGKILL: chromedriver then takes its browser down with it.
            chromedriver.terminate()
        }
        let base = try await Self.printedURL(of: mosaic)
        let driver = try await WebDriver.open(port: driverPort)
        do {
            try await browse(driver, base: base)
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

    private func browse(_ driver: WebDriver, base: String) async throws {
        try await driver.go(to: base)
        #expect(try await driver.title() == "Mosaic · Mosaic")
        try await driver.click("a[href='/guidomia']")
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/guidomia") }
        // Choosing a make submits the pickers' form, so the choice gets its own URL.
        try await driver.click("select[name='make'] option[value='BMW']")
        try await Self.waitUntil { try await driver.currentURL().contains("make=BMW") }
        #expect(try await driver.text(".offer.expanded h2").hasPrefix("BMW"))
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
        try await driver.pressEnd()
        try await Self.waitUntil { try await driver.count("ul.pokedex li") >= 40 }
        #expect(try await driver.currentURL().hasSuffix("/pokemon"))
        try await driver.click("a[href='/pokemon/pick/25']")
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/pokemon/25") }
        #expect(try await driver.text("h1") == "Pikachu")
        #expect(try await driver.text("ul.chips") == "Electric")
        try await driver.back()
        try await Self.waitUntil { try await driver.currentURL().hasSuffix("/pokemon") }

        // Dealerships: a chip swaps the vehicles in place (the page is not reloaded) and the URL follows.
        try await driver.go(to: base + "dealerships")
        try await driver.click("a[href='/dealerships/a7fef0da-0e90-4e96-982d-f2340be94b97']")
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

        if let folder = Self.screenshotFolder {
            try await captureScreens(driver, base: base, into: folder)
        }

        let errors = try await driver.consoleLog().filter { $0.hasPrefix("SEVERE") }
        #expect(errors.isEmpty, "console errors: \(errors)")
    }

    /// Where screenshots go: `Docs/WebApp/` when `MOSAIC_SCREENSHOTS=1` asks for them, else
    /// nowhere, so a normal run (and CI) never rewrites the documentation's pictures.
    private static var screenshotFolder: URL? {
        guard ProcessInfo.processInfo.environment["MOSAIC_SCREENSHOTS"] == "1" else { return nil }
        return URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Docs/WebApp")
    }

    /// Every screen at a phone's width (390 px) and a desktop's (1280 px), as `<name>-<width>.png`.
    private func captureScreens(_ driver: WebDriver, base: String, into folder: URL) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let screens = [
            ("home", ""), ("pokedex", "pokemon"), ("pokemon", "pokemon/25"), ("launches", "launches"),
            ("launch", "launches/633f71240531f07b4fdf59bb"), ("guidomia", "guidomia?make=BMW"),
            ("dealerships", "dealerships"),
            ("dealership", "dealerships/a7fef0da-0e90-4e96-982d-f2340be94b97?types=camperVan,rv"),
            ("products", "products"), ("product-list", "products/drsss"), ("product", "products/drsss/59011007"),
        ]
        for (width, height) in [(390, 844), (1280, 800)] {
            try await driver.resize(width: width, height: height)
            for (name, path) in screens {
                try await driver.go(to: base + path)
                // Pictures are lazy and local: a moment for them to arrive before the shot.
                try await Task.sleep(for: .milliseconds(300))
                try await driver.screenshot().write(to: folder.appending(path: "\(name)-\(width).png"))
            }
        }
        try await driver.resize(width: 390, height: 844)
    }

    /// Polls `condition` until it holds, for at most `deadline`.
    private static func waitUntil(
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

    private static func printedURL(of process: RunningProcess) async throws -> String {
        let prefix = "Serving Mosaic at "
        for _ in 0..<600 {
            if let line = process.output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
                return String(line.dropFirst(prefix.count))
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw WebDriver.Failure(description: "mosaic serve printed no URL: \(process.errorOutput)")
    }

    /// A port nobody listens on now: the system's pick for a socket bound and closed at once.
    private static func freePort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard named else { throw WebDriver.Failure(description: "no free port: \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }
}
