public import Foundation
import HTTPServerKit

/// One parser that takes outside input, as the fuzzer and the replay tests see it: a name and
/// the function that feeds it any bytes. The function must return (or the parser throw inside
/// it) for every input; a trap or a sanitizer report is a finding.
public struct FuzzTarget: Sendable {
    /// How the parser is reached: directly, or through an `async` service.
    public enum Entry: Sendable {
        /// A synchronous parser, called as is.
        case immediate(@Sendable (Data) -> Void)
        /// A service that answers through `async` code (the features' API clients).
        case awaited(@Sendable (Data) async -> Void)
        /// Code of the main actor: the commands and the screens of the interactive app.
        case onMainActor(@MainActor @Sendable (Data) async -> Void)
    }

    /// The name `.ci/fuzz` takes and the folders of its seeds and fail cases are named after.
    public let name: String
    /// The parser it exercises, in a few words.
    public let parser: String
    /// How the parser is reached.
    public let entry: Entry

    /// A target called `name` that feeds `parser` through `entry`.
    public init(_ name: String, parser: String, entry: Entry) {
        self.name = name
        self.parser = parser
        self.entry = entry
    }

    /// Feeds `data` to the parser, whichever way it is reached.
    public func run(_ data: Data) async {
        switch entry {
        case .immediate(let body): body(data)
        case .awaited(let body): await body(data)
        case .onMainActor(let body): await body(data)
        }
    }

    /// Runs an `async` entry to its end on the calling thread (``CallingThreadExecutor``), as the
    /// fuzzer runs each input: waiting for a task on the concurrency pool instead costs two thread
    /// switches per input, which on a busy machine held the API targets to tens of runs a second.
    public static func runOnCallingThread(_ body: @escaping @Sendable () async -> Void) {
        CallingThreadExecutor.run(body)
    }
}
