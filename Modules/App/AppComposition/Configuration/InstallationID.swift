import Foundation

/// A random, stable id (flag `targetingKey`, analytics `anonymousId`): a service treats one person's runs
/// alike without knowing who they are. Deleting the file makes a new anonymous person.
enum InstallationID {
    static func load(in stateDirectory: URL) -> String {
        let file = stateDirectory.appendingPathComponent("installation-id")
        if let kept = try? String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
            UUID(uuidString: kept) != nil
        {
            return kept
        }
        let id = UUID().uuidString.lowercased()
        // Unwritable state only costs stability: this run still gets an id.
        try? FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        try? Data((id + "\n").utf8).write(to: file, options: .atomic)
        return id
    }
}
