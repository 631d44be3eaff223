import Foundation
public import Testing

/// A program a test needs beyond Swift's toolchain, and the Debian package installing it, declared with the
/// `.needs(_:)` trait. Where missing, the test is skipped with one line naming the package, so `swift test`
/// passes on a fresh machine; under `CI=true`, which installs every package, a missing one fails the run.
public struct Prerequisite: Sendable, CustomStringConvertible {
    /// The executable's name, looked for in `PATH` and `/usr/bin`.
    public let program: String
    /// The Debian package that installs it.
    public let package: String
    /// What the reader knows it as, such as "Graphviz's dot".
    public let description: String

    /// A prerequisite found as `program`, installed by `package`.
    public init(_ description: String, program: String, package: String) {
        self.description = description
        self.program = program
        self.package = package
    }

    /// Graphviz's layout program, which draws the diagrams.
    public static let graphviz = Prerequisite("Graphviz's dot", program: "dot", package: "graphviz")
    /// The Z shell, which loads `mosaic completion zsh`.
    public static let zsh = Prerequisite("zsh", program: "zsh", package: "zsh")
    /// The fish shell, which loads `mosaic completion fish`.
    public static let fish = Prerequisite("fish", program: "fish", package: "fish")
    /// The browser the web app's end-to-end tests drive.
    public static let chromium = Prerequisite("Chromium", program: "chromium", package: "chromium")
    /// The WebDriver server that drives Chromium.
    public static let chromedriver = Prerequisite("chromedriver", program: "chromedriver", package: "chromium-driver")
    /// The terminal multiplexer the interactive app's end-to-end tests run it in.
    public static let tmux = Prerequisite("tmux", program: "tmux", package: "tmux")

    /// Where the program is, or `nil` when this machine lacks it.
    public var path: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return (folders + ["/usr/bin"]).map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the tests run under CI, which installs every prerequisite.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
}

/// A prerequisite CI should have installed and did not.
struct PrerequisiteMissing: Error, CustomStringConvertible {
    var missing: [Prerequisite]

    var description: String {
        "CI=true, yet this machine lacks \(missing.map(\.description).joined(separator: " and ")); "
            + "install Debian's \(missing.map(\.package).joined(separator: " ")) (.ci/run does)"
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, naming the packages, unless all `prerequisites` are installed; under `CI=true` it fails.
    public static func needs(_ prerequisites: Prerequisite...) -> Self {
        let names = prerequisites.map(\.description).joined(separator: " and ")
        let packages = prerequisites.map(\.package).joined(separator: " ")
        return .enabled("needs \(names): apt-get install \(packages)") {
            let missing = prerequisites.filter { $0.path == nil }
            if missing.isEmpty { return true }
            if Prerequisite.isCI { throw PrerequisiteMissing(missing: missing) }
            return false
        }
    }
}
