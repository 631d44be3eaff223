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
    @Test func theWebPagesWorkInHeadlessChromium() async throws {
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

        let errors = try await driver.consoleLog().filter { $0.hasPrefix("SEVERE") }
        #expect(errors.isEmpty, "console errors: \(errors)")
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
