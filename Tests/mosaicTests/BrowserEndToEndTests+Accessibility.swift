import Foundation
import Testing

/// Every page the browser tests visit, checked as people with different needs meet it: axe-core's
/// WCAG 2.1 A and AA rules and the non-text contrast its rules leave out, at a phone's and a
/// desktop's width, in the light and the dark scheme.
extension BrowserEndToEndTests {
    /// The pages the tests visit, with the names their screenshots take.
    static let visitedPages = [
        ("home", ""), ("pokedex", "pokemon"), ("pokemon", "pokemon/25"), ("launches", "launches"),
        ("launches-past", "launches?tab=past"), ("launch", "launches/633f71240531f07b4fdf59bb"),
        ("guidomia", "guidomia?make=BMW"), ("dealerships", "dealership"),
        ("dealership", "dealership/a7fef0da-0e90-4e96-982d-f2340be94b97?types=camperVan,rv"),
        ("products", "products"), ("product-list", "products/drsss"), ("product", "products/drsss/59011007"),
    ]

    static let widths = [(390, 844), (1280, 800)]

    @Test(.needsAxeCore) func everyVisitedPageHasNoWCAG21AAViolationInEitherScheme() async throws {
        let axe = try #require(await AxeCore.source())
        try await withBrowser { driver, base in
            // In every document from now on, before the page's own script and outside its CSP.
            try await driver.devTools("Page.addScriptToEvaluateOnNewDocument", ["source": axe])
            var checked = 0
            for scheme in WebDriver.ColorScheme.allCases {
                try await driver.emulate(scheme)
                for (width, height) in Self.widths {
                    try await driver.resize(width: width, height: height)
                    for (_, path) in Self.visitedPages {
                        try await driver.go(to: base + path)
                        let place = "/\(path) at \(width) px, \(scheme)"
                        let result = try #require(
                            try await driver.evaluate(AxeCore.runScript) as? [String: Any], "axe-core ran on \(place)")
                        let violations = result["violations"] as? [String] ?? ["(unreadable)"]
                        #expect(violations.isEmpty, "\(place): \(violations.joined(separator: "\n"))")
                        #expect(result["passes"] as? Int ?? 0 > 0, "axe-core passed no rule on \(place)")
                        let faint =
                            try await driver.evaluate(Self.nonTextContrastScript) as? [String] ?? ["(unreadable)"]
                        #expect(faint.isEmpty, "\(place): \(faint.joined(separator: "\n"))")
                        checked += 1
                    }
                }
            }
            #expect(checked == Self.visitedPages.count * Self.widths.count * 2)
        }
    }

    @Test func thePagesFollowTheUsersColorScheme() async throws {
        try await withBrowser { driver, base in
            var backgrounds: [WebDriver.ColorScheme: String] = [:]
            for scheme in WebDriver.ColorScheme.allCases {
                try await driver.emulate(scheme)
                try await driver.go(to: base + "guidomia")
                backgrounds[scheme] =
                    try await driver.evaluate("getComputedStyle(document.documentElement).backgroundColor")
                    as? String
                // The bar keeps Guidomia's orange in both schemes.
                #expect(
                    try await driver.evaluate("getComputedStyle(document.querySelector('.bar')).backgroundColor")
                        as? String == "rgb(252, 96, 22)")
            }
            #expect(backgrounds[.light] == "rgb(255, 255, 255)")
            #expect(backgrounds[.dark] != nil && backgrounds[.dark] != backgrounds[.light])
        }
    }

    /// WCAG 2.1 1.4.11, which axe-core does not check: each border outlining a control or card, and each row
    /// of rating stars, at 3:1 or more against its surroundings; one line for each that falls short.
    static let nonTextContrastScript = """
        (function () {
          function channels(color) { return (color.match(/[\\d.]+/g) || []).map(Number); }
          function luminance(color) {
            var c = channels(color).slice(0, 3).map(function (v) {
              v = v / 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
            });
            return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
          }
          function ratio(a, b) {
            var x = luminance(a), y = luminance(b);
            return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
          }
          function background(element) {
            for (; element; element = element.parentElement) {
              var color = getComputedStyle(element).backgroundColor, parts = channels(color);
              if (parts.length < 4 || parts[3] > 0) { return color; }
            }
            return "rgb(255, 255, 255)";
          }
          function name(element) {
            return element.tagName.toLowerCase() + (element.className ? "." + element.className.split(" ").join(".") : "");
          }
          var faint = [];
          document.querySelectorAll(".card, .rows, .filters, table.details, .tabs a, a.chip, select, .sprite")
            .forEach(function (element) {
              var style = getComputedStyle(element);
              if (style.borderTopStyle === "none" || parseFloat(style.borderTopWidth) === 0) { return; }
              var around = background(element.parentElement), r = ratio(style.borderTopColor, around);
              if (r < 3) { faint.push(name(element) + " border " + r.toFixed(2) + ":1 on " + around); }
            });
          document.querySelectorAll(".stars").forEach(function (element) {
            var r = ratio(getComputedStyle(element).color, background(element));
            if (r < 3) { faint.push(name(element) + " " + r.toFixed(2) + ":1"); }
          });
          return faint;
        })()
        """
}
