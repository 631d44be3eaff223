package import Foundation
package import NetworkingOffline

/// Keeps bundled packs current: a test builds each from `Recorded/` and compares it with `Resources/`;
/// `.ci/bundle-data` runs the same tests with `MOSAIC_WRITE_BUNDLED_DATA=1` to write them.
package struct BundledPackCheck {
    /// The emulator's folder, such as `Modules/Features/Pokemon/Emulator`.
    package let emulator: URL

    /// The slice's emulator folder, found from this file's place (`Tests/Support/NetworkingOfflineTesting/`).
    package init(slice: String) {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        emulator = root.appending(path: "Modules/Features/\(slice)/Emulator")
    }

    /// The bytes of `Recorded/<name>`.
    package func recorded(_ name: String) throws -> Data {
        try Data(contentsOf: emulator.appending(path: "Recorded/\(name)"))
    }

    /// The pack's files that differ from `documents` (none when current), first written when asked to.
    package func outdatedFiles(of name: String, holding documents: [BundledDocumentPack.Document]) throws -> [String] {
        let (index, lines) = BundledDocumentPack.encode(documents)
        let files = ["\(name).index.tsv": index, "\(name).jsonl": lines]
        let resources = emulator.appending(path: "Resources")
        if ProcessInfo.processInfo.environment["MOSAIC_WRITE_BUNDLED_DATA"] == "1" {
            for (file, data) in files {
                try data.write(to: resources.appending(path: file), options: .atomic)
            }
        }
        return files.keys.sorted().filter { file in
            (try? Data(contentsOf: resources.appending(path: file))) != files[file]
        }
    }
}
