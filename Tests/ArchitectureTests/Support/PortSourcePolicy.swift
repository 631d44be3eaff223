import Foundation

/// What a port file may contain: protocols, value types and pure functions. A port is the contract both
/// sides compile against, so its machinery (a platform call, shared mutable state, a policy passed
/// outside its protocols) is every adapter's and feature's.
enum PortSourcePolicy {
    /// The one module a port may import: values such as `Data`, `URL` and `Date` come from it.
    static let allowedImports: Set<String> = ["Foundation"]

    /// Words that declare what a port must not: reference types and task-local state.
    static let forbiddenDeclarations = ["class ", "actor ", "@TaskLocal"]

    /// The file system, through Foundation or the C library.
    static let fileSystemCalls = [
        "FileManager", "FileHandle", "contentsOf:", "write(to:", "fopen(", "open(", "stat(", "lstat(", "fstat(",
        "opendir(", "rename(", "unlink(", "mkdir(",
    ]

    /// Each line of `text` (the port file `file`) that breaks the policy, with the reason.
    static func violations(in text: String, file: String) -> [String] {
        var found: [String] = []
        for import_ in ImportScanner.imports(in: text, file: file) where !allowedImports.contains(import_.module) {
            found.append("\(file):\(import_.line) imports \(import_.module): a port may import only Foundation")
        }
        for (number, line) in SourceText.codeLines(of: text) {
            let code = line.trimmingCharacters(in: .whitespaces)
            for word in forbiddenDeclarations where code.contains(word) {
                found.append(
                    "\(file):\(number) declares \(word.trimmingCharacters(in: .whitespaces)): "
                        + "a port holds protocols, value types and pure functions")
            }
            for call in fileSystemCalls where code.contains(call) {
                found.append("\(file):\(number) calls the file system (\(call)): that is an adapter's work")
            }
        }
        return found
    }
}
