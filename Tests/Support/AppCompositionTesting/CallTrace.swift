import Synchronization

/// The calls that crossed a module boundary during a run, in order: who called whom, with
/// what, and what came back. A test drives a real flow with tracing stand-ins at each boundary
/// and turns the trace into a Mermaid `sequenceDiagram`.
package final class CallTrace: Sendable {
    /// One arrow of the diagram.
    package struct Message: Sendable, Equatable {
        package enum Kind: String, Sendable {
            case call = "->>"
            case reply = "-->>"
            case failure = "--x"
        }

        package let from: String
        package let to: String
        package let kind: Kind
        package let text: String
    }

    private let messages = Mutex<[Message]>([])

    package init() {}

    package func call(_ from: String, _ to: String, _ text: String) {
        append(Message(from: from, to: to, kind: .call, text: text))
    }

    package func reply(_ from: String, _ to: String, _ text: String) {
        append(Message(from: from, to: to, kind: .reply, text: text))
    }

    package func failure(_ from: String, _ to: String, _ text: String) {
        append(Message(from: from, to: to, kind: .failure, text: text))
    }

    package var recorded: [Message] { messages.withLock { $0 } }

    /// The participants in the order they first appear.
    package var participants: [String] {
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
