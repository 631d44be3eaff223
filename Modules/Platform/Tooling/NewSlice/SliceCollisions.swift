import Foundation

/// What a new slice's names would clash with: a slice folder, target, test folder or doc of that name
/// in any case (the command word and API name are its lowercase), a command word or API name in use, a
/// module, or a type the generated code uses (Swift's `Task`, Foundation's `Data`, a kit's `WebPage`) or
/// the ports, kits and slices declare (an app may import any two feature cores in one file).
struct SliceCollisions {
    let slice: SliceName
    let root: URL
    let targets: [String]
    /// The types the slice would declare: every type the templates declare, with the names filled in.
    let generatedTypes: [String]
    /// The identifiers the templates' Swift code uses that no placeholder makes, such as `Task`.
    let usedNames: Set<String>

    /// The first clash found, as the refusal to report.
    func first() throws -> PluginFailure? {
        let name = slice.name
        let lower = slice.lower
        let features = root.appendingPathComponent("Modules/Features")
        let taken = (try? FileManager.default.contentsOfDirectory(atPath: features.path)) ?? []
        if let folder = taken.first(where: { $0.lowercased() == lower }) {
            return PluginFailure("a slice named \(folder) already exists: Modules/Features/\(folder)")
        }
        let ours =
            ["", "Feature", "Emulator", "Terminal", "Web", "CommandLine", "Assembly"].flatMap {
                ["\(name)\($0)", "\(name)\($0)Tests"]
            }
            + ["\(name)Testing"]
        if let target = targets.first(where: { target in ours.contains { $0.lowercased() == target.lowercased() } }) {
            return PluginFailure("the target \(target) already exists")
        }
        let paths =
            ["Docs/Features/\(name).md", "Tests/Support/\(name)Testing"]
            + ["Feature", "Emulator", "Terminal", "Web", "Assembly"].map { "Tests/\(name)\($0)Tests" }
        if let path = paths.first(where: {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }) {
            return PluginFailure("\(path) already exists")
        }
        if let file = try firstFile(
            quoting: lower, under: ["Modules/App", "Modules/Features", "Modules/Composition", "Modules/Platform"])
        {
            return PluginFailure("\"\(lower)\" is already a name in \(file): the command word and API name would clash")
        }
        var declared: Set<String> = []
        if let twice = generatedTypes.first(where: { !declared.insert($0).inserted }) {
            return PluginFailure(
                "the slice \(name) with the subject \(slice.subject) would declare \(twice) twice; pick another subject"
            )
        }
        if let used = generatedTypes.first(where: usedNames.contains) {
            return PluginFailure(
                "the slice would declare \(used), a name its own code uses from Swift, Foundation or a kit; "
                    + "pick another name, or another subject with --subject")
        }
        if let module = generatedTypes.first(where: targets.contains) {
            return PluginFailure("the slice would declare \(module), which is already a target's name")
        }
        if let clash = try typeClash(under: [
            "Modules/Ports", "Modules/Composition", "Modules/Platform", "Modules/Features",
        ]) {
            return PluginFailure(clash)
        }
        return nil
    }

    private func firstFile(quoting word: String, under folders: [String]) throws -> String? {
        try swiftFiles(under: folders).first { path in
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return text.contains("\"\(word)\"")
        }
    }

    private func typeClash(under folders: [String]) throws -> String? {
        let generated = Set(generatedTypes)
        for path in swiftFiles(under: folders) {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (keyword, name) in zip(words, words.dropFirst())
            where ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(keyword)
                && generated.contains(String(name))
            {
                return "the slice would declare \(name), which \(path) already declares"
            }
        }
        return nil
    }

    private func swiftFiles(under folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            return (enumerator?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
                .map { "\(folder)/\($0)" }
        }.sorted()
    }
}
