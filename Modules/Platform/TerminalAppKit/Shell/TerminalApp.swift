import TerminalKit

/// Runs a ``TerminalAppModel`` on the real terminal until the user quits.
@MainActor
package enum TerminalApp {
    /// Runs the app, or returns `false` at once when stdin or stdout is not a terminal.
    package static func run(_ model: TerminalAppModel, colors: Bool) async -> Bool {
        guard let session = TerminalSession() else { return false }
        var renderer = ScreenRenderer(colors: colors)
        var decoder = KeyDecoder()
        session.begin()
        defer { session.end() }
        session.write(renderer.frame(model.frame(size: session.size), size: session.size))
        for await event in session.eventStream {
            let size = session.size
            var keys: [Key] = []
            switch event {
            case .input(let bytes): keys = decoder.decode(bytes)
            case .tick: keys = decoder.flush()
            case .resize: renderer.invalidate()
            case .terminate: return true
            }
            for key in keys {
                model.handle(key, size: size)
                if model.hasQuit { return true }
            }
            if case .tick = event { model.tick() }
            session.write(renderer.frame(model.frame(size: size), size: size))
        }
        return true
    }
}
