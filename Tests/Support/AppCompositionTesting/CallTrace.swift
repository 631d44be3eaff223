import Synchronization

/// The calls that crossed a module boundary during a run, in order: who called whom, with
/// what, and what came back. A test drives a real flow with tracing stand-ins at each boundary
/// and turns the trace into a Mermaid `sequenceDiagram`.
public final class CallTrace: Sendable {
    /// One arrow of the diagram.
    public struct Message: Sendable, Equatable {
        public enum Kind: String, Sendable {
            /// A call: `->>`.
            case call = "->>"
            /// A reply: `-->>`.
            case reply = "-->>"
            /// A failure: `--x`.
            case failure = "--x"
        }

        public let from: String
        public let to: String
        public let kind: Kind
        public let text: String
    }

    private let messages = Mutex<[Message]>([])

    public init() {}

    public func call(_ from: String, _ to: String, _ text: String) {
        append(Message(from: from, to: to, kind: .call, text: text))
    }

    public func reply(_ from: String, _ to: String, _ text: String) {
        append(Message(from: from, to: to, kind: .reply, text: text))
    }

    public func failure(_ from: String, _ to: String, _ text: String) {
        append(Message(from: from, to: to, kind: .failure, text: text))
    }

    public var recorded: [Message] { messages.withLock { $0 } }

    /// The participants in the order they first appear.
    public var participants: [String] {
        var seen: [String] = []
        for message in recorded {
            for name in [message.from, message.to] where !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    private func append(_ message: Message) {
        messages.withLock { $0.append(message) }
    }
}
