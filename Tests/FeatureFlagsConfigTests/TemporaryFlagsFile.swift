import Foundation
import FoundationTesting

/// A flags file in a fresh temporary folder, removed with it when the test is done with it.
struct TemporaryFlagsFile {
    private let folder: TemporaryDirectory
    let url: URL

    var directory: URL { folder.url }

    init(_ contents: String) throws {
        folder = try TemporaryDirectory()
        url = folder.url.appending(path: "flags.json")
        try Data(contents.utf8).write(to: url)
    }
}
