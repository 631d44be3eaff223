import Foundation

/// Concrete adapters are made in the composition root's `Graph/` folder, so swapping one is an edit
/// there only. An adapter is a type an adapter module offers (`public`, or `package` in a non-product), or
/// the offline client, an `HTTPClient` the root picks like URLSession's (in a kit because the emulators
/// plug into it). A module may make its own types.
enum AdapterConstructionPolicy {
    /// The one folder whose files construct adapters (its subfolders do not).
    static let rootFolder = "Modules/App/AppComposition/Graph/"

    /// Adapters outside `Modules/Adapters`, by the folder of the module that declares them.
    static let kitAdapters = ["OfflineHTTPClient": "Modules/Composition/NetworkingOffline/"]

    struct Construction: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var type: String

        var description: String { "\(file):\(line) constructs \(type)" }
    }

    /// Every construction of an adapter among `files` that is not in a file of ``rootFolder``.
    static func misplacedConstructions(in files: [PlanFile], of types: [String: String]) -> [Construction] {
        files.filter { $0.folder + "/" != rootFolder }.flatMap { constructions(in: $0.text, file: $0.path, of: types) }
    }

    /// Every adapter type among `files`, with the folder of the module that declares it.
    static func adapterTypes(in files: [PlanFile]) -> [String: String] {
        var types = kitAdapters
        for file in files where file.path.hasPrefix("Modules/Adapters/") {
            let module = file.path.split(separator: "/").prefix(3).joined(separator: "/") + "/"
            for match in file.text.matches(of: /(?m)^(?:public|package) (?:final )?(?:struct|class|actor|enum) (\w+)/) {
                types[String(match.1)] = module
            }
        }
        return types
    }

    /// Where `text` (the file `file`) calls an initializer or static function of one of `types` (with
    /// its module's folder) outside that module; not comments, strings, naming a type or its constants.
    static func constructions(in text: String, file: String, of types: [String: String]) -> [Construction] {
        let names = types.filter { !file.hasPrefix($0.value) }.keys.sorted()
        guard !names.isEmpty, let call = try? Regex("\\b(\(names.joined(separator: "|")))(?:\\.\\w+)*\\s*\\(")
        else { return [] }
        var found: [Construction] = []
        for (number, line) in SourceText.codeLines(of: text) {
            for match in line.matches(of: call) {
                if let name = match.output[1].substring {
                    found.append(Construction(file: file, line: number, type: String(name)))
                }
            }
        }
        return found
    }
}
