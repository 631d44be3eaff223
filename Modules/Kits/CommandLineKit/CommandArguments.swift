/// The arguments of one command after the global options and command words are taken out.
/// A command takes its options and positionals, then calls ``finish()`` so that anything left
/// over is reported instead of silently ignored.
public struct CommandArguments: Sendable {
    private var remaining: [String]
    private let usage: String

    /// - Parameters:
    ///   - arguments: what follows the command words.
    ///   - usage: the command's usage line, quoted in errors.
    public init(_ arguments: [String], usage: String) {
        self.remaining = arguments
        self.usage = usage
    }

    /// Removes `--name` and reports whether it was there.
    public mutating func flag(_ name: String) -> Bool {
        let found = remaining.contains(name)
        remaining.removeAll { $0 == name }
        return found
    }

    /// Removes and returns every value of `--name VALUE` or `--name=VALUE`.
    public mutating func values(_ name: String) throws(CommandError) -> [String] {
        var values: [String] = []
        var kept: [String] = []
        var index = remaining.startIndex
        while index < remaining.endIndex {
            let argument = remaining[index]
            index += 1
            if argument == name {
                guard index < remaining.endIndex, !remaining[index].hasPrefix("--") else {
                    throw .usage("option \(name) needs a value (\(usageLine))")
                }
                values.append(remaining[index])
                index += 1
            } else if argument.hasPrefix(name + "=") {
                values.append(String(argument.dropFirst(name.count + 1)))
            } else {
                kept.append(argument)
            }
        }
        remaining = kept
        return values
    }

    /// Removes and returns the value of `--name VALUE`, refusing it twice.
    public mutating func value(_ name: String) throws(CommandError) -> String? {
        let found = try values(name)
        guard found.count <= 1 else { throw .usage("option \(name) was given more than once (\(usageLine))") }
        return found.first
    }

    /// Removes and returns `--name N` as a whole number within `range`.
    public mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            let bound =
                range.upperBound == Int.max
                ? "\(range.lowerBound) or more" : "\(range.lowerBound)...\(range.upperBound)"
            throw .usage("option \(name) takes a whole number (\(bound)), not '\(text)'")
        }
        return number
    }

    /// Removes and returns the next positional argument, or `nil` when there is none.
    public mutating func positional() -> String? {
        guard let index = remaining.firstIndex(where: { !$0.hasPrefix("--") }) else { return nil }
        return remaining.remove(at: index)
    }

    /// Removes and returns the next positional argument, or throws naming what is missing.
    public mutating func requiredPositional(_ name: String) throws(CommandError) -> String {
        guard let value = positional() else { throw .usage("missing <\(name)> (\(usageLine))") }
        return value
    }

    /// Throws when anything is left that the command did not take.
    public func finish() throws(CommandError) {
        guard let first = remaining.first else { return }
        if first.hasPrefix("-") {
            throw .usage("unknown option \(first) (\(usageLine))")
        }
        throw .usage("unexpected argument '\(first)' (\(usageLine))")
    }

    private var usageLine: String { "usage: \(usage)" }
}
