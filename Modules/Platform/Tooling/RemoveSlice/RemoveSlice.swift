import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory remove-slice <Name>`: takes out exactly what
/// `new-slice` wrote, leaving the tree as before it if nothing else changed those lines of Package.swift
/// and main.swift; `.ci/diagrams` redraws `Diagrams/modules.md`.
///
/// It refuses, changing nothing, a name with no slice folder, a slice whose doc lacks the generator's
/// line (a hand-written slice is taken out by hand), and lines not as `new-slice` wrote them.
@main
struct RemoveSlice: CommandPlugin {
    static let packageFile = "Package.swift"
    static let mainFile = "Modules/App/mosaic/main.swift"
    /// The line of the doc that marks a generated slice.
    static let generatorMark = "Written by `swift package new-slice`"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        do {
            try remove(arguments: arguments, root: context.package.directoryURL)
        } catch let failure as RemovalFailure {
            Diagnostics.error(failure.description)
            throw failure
        }
    }

    private func remove(arguments: [String], root: URL) throws {
        guard arguments.count == 1, let name = arguments.first, !name.hasPrefix("-") else {
            throw RemovalFailure("usage: swift package --allow-writing-to-package-directory remove-slice <Name>")
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw RemovalFailure("'\(name)' is not a slice name")
        }
        let manager = FileManager.default
        let folder = "Modules/Features/\(name)"
        guard manager.fileExists(atPath: root.appendingPathComponent(folder).path) else {
            throw RemovalFailure("there is no slice named \(name) (no \(folder))")
        }
        let doc = "Docs/Features/\(name).md"
        let docText = (try? String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)) ?? ""
        guard docText.contains(Self.generatorMark) else {
            throw RemovalFailure(
                "\(name) was not written by new-slice (\(doc) does not say so); take a hand-written slice out by hand")
        }
        let package = try SliceLines.removeSlice(
            name, from: String(contentsOf: root.appendingPathComponent(Self.packageFile), encoding: .utf8))
        let main = try SliceLines.removeModule(
            name, from: String(contentsOf: root.appendingPathComponent(Self.mainFile), encoding: .utf8))

        // Everything is checked: from here on, only removals and the two edits.
        let owned =
            [folder, doc, "Tests/Support/\(name)Testing"]
            + ["Feature", "Emulator", "Terminal", "Web", "Assembly"].map { "Tests/\(name)\($0)Tests" }
            + ["Diagrams/slices/\(name).md", "Diagrams/classes/\(name).md", "Diagrams/classes/\(name).svg"]
        for path in owned where manager.fileExists(atPath: root.appendingPathComponent(path).path) {
            try manager.removeItem(at: root.appendingPathComponent(path))
        }
        try Data(package.utf8).write(to: root.appendingPathComponent(Self.packageFile))
        try Data(main.utf8).write(to: root.appendingPathComponent(Self.mainFile))
        print(
            "Removed the \(name) slice: \(folder), its five test folders, its test support, \(doc) and its lines in Package.swift and main.swift."
        )
        let overview =
            (try? String(contentsOf: root.appendingPathComponent("Diagrams/modules.md"), encoding: .utf8)) ?? ""
        if overview.contains("\(name)SliceBox") {
            print("Diagrams/modules.md and modules.svg still draw it: redraw them with .ci/diagrams.")
        }
    }
}

/// A refusal, reported as one `error:` line.
struct RemovalFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
