import Foundation
import FoundationTesting
import Testing

/// axe-core, the accessibility engine, as the PyPI package `axe-playwright-python` bundles it (`axe.min.js`:
/// axe-core 4.12 here; the WCAG 2.1 rules need 4.x), evaluated in each page. Found at `MOSAIC_AXE_CORE`
/// (`.ci/run` installs the package and sets it), else where `python3` finds the package.
@MainActor
enum AxeCore {
    /// The package pinned to a version, so every run checks against the same rules.
    nonisolated static let package = "axe-playwright-python==0.1.8"
    nonisolated static let installLine = "python3 -m pip install --no-deps \(package)"

    static let wcag21AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

    /// The script, read once: `nil` when it is missing or not axe-core 4.x.
    static func source() async -> String? {
        if let cached { return cached }
        var path = ProcessInfo.processInfo.environment["MOSAIC_AXE_CORE"]
        if path == nil { path = await installedPath() }
        let source = path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        let usable = source.flatMap { $0.hasPrefix("/*! axe v4.") ? $0 : nil }
        cached = .some(usable)
        return usable
    }

    /// What ``source()`` found, once it has looked: `.some(nil)` when nothing usable is there.
    private static var cached: String??

    /// Where `python3` finds the package's `axe.min.js`: `find_spec` locates it without importing the
    /// package, which would need Playwright.
    private static func installedPath() async -> String? {
        let script =
            "import importlib.util as u; s = u.find_spec('axe_playwright_python'); "
            + "print(s.submodule_search_locations[0] if s else '')"
        guard let python = Prerequisite("Python 3", program: "python3", package: "python3").path,
            let folder = try? TemporaryDirectory(),
            let run = try? await RunningProcess.run(
                python, ["-c", script], stdout: folder.url.appending(path: "out"), deadline: .seconds(20)),
            run.status == 0
        else { return nil }
        let package = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return package.isEmpty ? nil : package + "/axe.min.js"
    }

    /// Runs axe-core's WCAG 2.1 A and AA rules on the page: how many rules passed, and one line for each
    /// node of each violation.
    static let runScript = """
        axe.run(document, { runOnly: { type: "tag", values: \(wcag21AA) }, resultTypes: ["violations"] })
          .then(function (results) {
            return {
              passes: results.passes.length,
              violations: results.violations.flatMap(function (violation) {
                return violation.nodes.map(function (node) {
                  return violation.id + " (" + violation.impact + ") at " + node.target.join(" ") + ": "
                    + (node.failureSummary || violation.help).replace(/\\s+/g, " ");
                });
              })
            };
          })
        """
}

struct AxeCoreMissing: Error, CustomStringConvertible {
    var description: String {
        "CI=true, yet axe-core 4.x is not found (MOSAIC_AXE_CORE, or python3's axe_playwright_python); "
            + "install it: \(AxeCore.installLine) (.ci/run does)"
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, with the line that installs it, where axe-core 4.x is missing; under `CI=true` a
    /// missing one fails it instead, as for ``Prerequisite``.
    static var needsAxeCore: Self {
        .enabled("needs axe-core 4.x: \(AxeCore.installLine)") {
            if await AxeCore.source() != nil { return true }
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw AxeCoreMissing() }
            return false
        }
    }
}
