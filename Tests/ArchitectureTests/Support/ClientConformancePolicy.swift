import Foundation

/// How a slice reaches the clients: its registration (`FeatureModule`) imports no client's kit, and each
/// client's protocol is adopted in a file of its own, in that client's target, importing no other
/// client's kit. A new client is then a new target per slice, changing no other client or registration.
enum ClientConformancePolicy {
    static let registration = "FeatureModule"

    /// Each line of `text` (the slice's file `file`) that breaks the policy, with the reason.
    static func violations(in text: String, file: String) -> [String] {
        let adopted = adoptedProtocols(in: text)
        let clients = ArchitectureRule.clientKits.filter { adopted.contains($0.value) }
        let kits: Set<String>
        switch (adopted.contains(registration), clients.count) {
        case (_, 2...):
            let names = clients.values.sorted().joined(separator: ", ")
            return ["\(file) adopts \(names): each client's protocol goes in a file of its own"]
        case (true, 1):
            return ["\(file) adopts \(registration) and \(clients.first!.value): the registration names no client"]
        case (true, _):
            kits = []
        case (false, 1):
            let kit = clients.first!.key
            kits = [kit]
        case (false, _):
            return []
        }
        return ImportScanner.imports(in: text, file: file).compactMap { found in
            guard ArchitectureRule.clientKits[found.module] != nil, !kits.contains(found.module) else { return nil }
            let owner = clients.first.map { "the \($0.value) conformance" } ?? "the registration"
            return "\(file):\(found.line) imports \(found.module) in \(owner): another client's kit"
        }
    }

    /// The protocols the file's types and extensions adopt, from their declarations.
    private static func adoptedProtocols(in text: String) -> Set<String> {
        var adopted: Set<String> = []
        for line in text.split(separator: "\n") {
            guard
                let match = line.firstMatch(
                    of: /^(?:public |package |internal )?(?:final )?(?:extension|struct|enum|class) \w+\s*:([^{]*)/)
            else { continue }
            for name in match.1.split(separator: ",") {
                adopted.insert(name.trimmingCharacters(in: .whitespaces))
            }
        }
        return adopted
    }
}
