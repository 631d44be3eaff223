import Foundation

/// Test doubles are `Recording…` (a spy, whose record the tests read) or `Stub…` (a stand-in that only
/// answers); `Test…` says only where a type lives. A double, or any top-level helper type, is declared in
/// one file under a name no module declares, so a double several test targets need lives in a port's or
/// slice's `…Testing`, not copied, and a test reads unambiguously. Suites (`…Tests`) are exempt: two
/// slices may test one subject, and `swift test --filter` tells them apart.
enum DoubleNamingPolicy {
    /// The words a double's name may not start with.
    static let otherWords = ["Spy", "Fake", "Fixed", "Gated", "Ignored", "Capturing", "Mock", "Test"]
    static let doubleWords = ["Recording", "Stub"]

    struct Declaration: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var name: String
        /// Whether it is declared at the file's top level, not inside another type.
        var isTopLevel: Bool

        var description: String { "\(file):\(line) declares \(name)" }
    }

    /// The structs, classes, actors and enums that `text` (the file `file`) declares. A
    /// declaration starts its line: a type named inside a string or a comment is not one.
    static func declarations(in text: String, file: String) -> [Declaration] {
        let declaration =
            /^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|nonisolated)\s+)*(?:struct|class|actor|enum)\s+(\w+)/
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard let match = line.firstMatch(of: declaration) else { return nil }
            return Declaration(
                file: file, line: index + 1, name: String(match.2), isTopLevel: match.1.isEmpty)
        }
    }

    /// The declarations whose name starts with one of ``otherWords`` (as a word: `Fixed` in
    /// `FixedClock`, not in `Fixedpoint`).
    static func misnamed(_ declarations: [Declaration]) -> [String] {
        declarations.compactMap { declaration in
            guard let word = otherWords.first(where: { startsWithWord(declaration.name, $0) }) else { return nil }
            return
                "\(declaration) (\(word)…): a double is Recording… when tests read what it recorded, Stub… when it only answers"
        }
    }

    /// The names declared in more than one file: a double at any depth, or any type but a test
    /// suite at a file's top level, counting `modules`' top-level types (the code under test) too.
    static func duplicates(_ declarations: [Declaration], modules: [Declaration] = []) -> [String] {
        let counted =
            declarations.filter { declaration in
                doubleWords.contains { startsWithWord(declaration.name, $0) }
                    || (declaration.isTopLevel && !declaration.name.hasSuffix("Tests"))
            } + modules.filter(\.isTopLevel)
        let files = Dictionary(grouping: counted, by: \.name).mapValues { Set($0.map(\.file)).sorted() }
        let tested = Set(declarations.map(\.name))
        return files.filter { $0.value.count > 1 && tested.contains($0.key) }.keys.sorted().map { name in
            "\(name) is declared in \(files[name]!.joined(separator: ", ")): declare it once, in test support if"
                + " more than one test target uses it"
        }
    }

    private static func startsWithWord(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word), let next = name.dropFirst(word.count).first else { return false }
        return next.isUppercase
    }
}
