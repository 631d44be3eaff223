import Foundation
import Testing

/// One full task in each app with the keyboard alone (Tab, Enter, Space and the arrow keys, as
/// WebDriver's actions press them), from the skip link to the screen the task ends on.
extension BrowserEndToEndTests {
    @Test func everyAppsTaskCanBeDoneWithTheKeyboardAlone() async throws {
        try await withBrowser { driver, base in
            // The skip link comes first and moves the focus to the content.
            try await driver.go(to: base + "pokemon")
            try await driver.press(.tab)
            #expect(try await driver.attribute("href", ofElement: try await driver.activeElement()) == "#content")
            try await driver.press(.enter)
            try await Self.waitUntil {
                try await driver.attribute("id", ofElement: try await driver.activeElement()) == "content"
            }
            // The Pokédex: open Bulbasaur from the list.
            _ = try await driver.tab(toLink: "/pokemon/pick/1")
            try await driver.press(.enter)
            try await Self.waitUntil { try await driver.currentURL().hasSuffix("/pokemon/1") }
            #expect(try await driver.text("h1") == "Bulbasaur")

            // Launches: the Past tab, then its first launch.
            try await driver.go(to: base + "launches")
            _ = try await driver.tab(toLink: "/launches?tab=past")
            try await driver.press(.enter)
            try await Self.waitUntil { try await driver.currentURL().hasSuffix("tab=past") }
            _ = try await driver.tab { element in
                let path = try await driver.attribute("href", ofElement: element) ?? ""
                return path.hasPrefix("/launches/") && !path.contains("?")
            }
            try await driver.press(.enter)
            try await Self.waitUntil { try await driver.count("table.details") == 1 }

            try await dealershipByKeyboard(driver, base: base)
            try await guidomiaByKeyboard(driver, base: base)

            // The Chloé shop: a department, then its first product.
            try await driver.go(to: base + "products")
            _ = try await driver.tab(toLink: "/products/drsss")
            try await driver.press(.enter)
            try await Self.waitUntil { try await driver.currentURL().hasSuffix("/products/drsss") }
            _ = try await driver.tab {
                try await driver.attribute("href", ofElement: $0)?.hasPrefix("/products/drsss/") == true
            }
            try await driver.press(.enter)
            try await Self.waitUntil { try await driver.text("dl.facts").contains("Price") }
        }
    }

    /// A dealership, then a vehicle type turned off with Enter on its chip: the vehicles change
    /// in place and the chip keeps the focus.
    private func dealershipByKeyboard(_ driver: WebDriver, base: String) async throws {
        try await driver.go(to: base + "dealership")
        _ = try await driver.tab(toLink: "/dealership/a7fef0da-0e90-4e96-982d-f2340be94b97")
        try await driver.press(.enter)
        try await Self.waitUntil { try await driver.text("h1") == "RV Kingdom" }
        let chip = try await driver.tab { try await driver.attribute("class", ofElement: $0) == "chip" }
        let chipText = try await driver.text(ofElement: chip)
        try await driver.press(.enter)
        try await Self.waitUntil { try await driver.currentURL().contains("types=") }
        try await Self.waitUntil { try await driver.text("#dealership-vehicles > p.muted") != "8 of 8 vehicles" }
        let focused = try await driver.activeElement()
        #expect(try await driver.text(ofElement: focused) == chipText, "the chip lost the focus to \(focused)")
        #expect(try await driver.attribute("aria-current", ofElement: focused) == nil)
        #expect(
            try await driver.attribute("aria-busy", ofElement: try await driver.element("#dealership-vehicles")) == nil)
    }

    /// Guidomia: a make and a model with the arrow keys (each swaps the pickers, which keep the
    /// focus), then the offer opened and closed with Enter and Space, without a page load.
    private func guidomiaByKeyboard(_ driver: WebDriver, base: String) async throws {
        try await driver.go(to: base + "guidomia")
        let heading = try await driver.element("h1")
        _ = try await driver.tab { try await driver.attribute("name", ofElement: $0) == "make" }
        try await driver.press(.arrowDown)
        try await Self.waitUntil { try await driver.currentURL().contains("make=Alpine") }
        // The swapped-in picker has the focus (polled: a stale element is a swap still landing).
        try await Self.waitUntil {
            try await driver.attribute("name", ofElement: try await driver.activeElement()) == "make"
        }
        try await driver.press(.tab, .arrowDown)
        try await Self.waitUntil { try await driver.currentURL().contains("model=") }
        try await Self.waitUntil {
            try await driver.attribute("name", ofElement: try await driver.activeElement()) == "model"
        }
        let summary = try await driver.tab { try await driver.tagName(ofElement: $0) == "summary" }
        let offer = try await driver.element(".offer details")
        #expect(try await driver.property("open", ofElement: offer) as? Bool == true)
        try await driver.press(.enter)
        #expect(try await driver.property("open", ofElement: offer) as? Bool == false)
        try await driver.press(.space)
        #expect(try await driver.property("open", ofElement: offer) as? Bool == true)
        #expect(try await driver.activeElement() == summary)
        #expect(try await driver.text(ofElement: heading) == "Guidomia", "the page was reloaded")
    }
}
