/// One command's arguments, global options and command words taken out, read against the options
/// it declares. Options and positionals come in any order; after `--` all is positional, even `-x`.
/// A command takes its options and positionals, then calls ``finish()`` so leftovers are reported.
package struct CommandArguments: Sendable {
    private var positionals: [String] = []
    private var found: [(name: String, value: String?)] = []
    private var unknownOptions: [String] = []
    private let usage: String

    /// `usage` is quoted in errors. An undeclared `-...` word is reported, as is a missing value or a flag given one.
    package init(_ arguments: [String], usage: String, options: [CommandOption] = []) throws(CommandError) {
        self.usage = usage
        let declared = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(argument) {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inline) = Self.splitInline(argument)
            guard let option = declared[name] else {
                unknownOptions.append(name)
                continue
            }
            guard option.valueName != nil else {
                if let inline {
                    throw .usage("option \(name) takes no value, not '\(inline.echoed)' (\(usageLine))")
                }
                found.append((name, nil))
                continue
            }
            if let inline {
                found.append((name, inline))
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                found.append((name, arguments[index]))
                index += 1
            } else {
                throw .usage("option \(name) needs a value (\(usageLine))")
            }
        }
    }

    package mutating func flag(_ name: String) -> Bool {
        let present = found.contains { $0.name == name }
        found.removeAll { $0.name == name }
        return present
    }

    /// Removes and returns every value of `--name VALUE` or `--name=VALUE`.
    package mutating func values(_ name: String) -> [String] {
        let values = found.filter { $0.name == name }.compactMap(\.value)
        found.removeAll { $0.name == name }
        return values
    }

    /// Removes and returns the value of `--name VALUE`, refusing it twice.
    package mutating func value(_ name: String) throws(CommandError) -> String? {
        let given = values(name)
        guard given.count <= 1 else { throw .usage("option \(name) was given more than once (\(usageLine))") }
        return given.first
    }

    /// Removes and returns `--name N` as a whole number within `range`, written in digits only
    /// (no sign, no spaces), so that what runs is what was typed.
    package mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let number = WholeNumber.parse(text), range.contains(number) else {
            let bound =
                range.upperBound == Int.max
                ? "\(range.lowerBound) or more" : "\(range.lowerBound)...\(range.upperBound)"
            throw .usage("option \(name) takes a whole number (\(bound)), not '\(text.echoed)'")
        }
        return number
    }

    package mutating func positional() -> String? {
        positionals.isEmpty ? nil : positionals.removeFirst()
    }

    package mutating func requiredPositional(_ name: String) throws(CommandError) -> String {
        guard let value = positional() else {
            // `show -25` lacks its id because `-25` reads as an option; saying so is clearer.
            try refuseUnknownOptions()
            throw .usage("missing <\(name)> (\(usageLine))")
        }
        return value
    }

    package func finish() throws(CommandError) {
        try refuseUnknownOptions()
        if let first = positionals.first {
            throw .usage("unexpected argument '\(first.echoed)' (\(usageLine))")
        }
    }

    private func refuseUnknownOptions() throws(CommandError) {
        if let option = unknownOptions.first {
            throw .usage("unknown option \(option.echoed) (\(usageLine))")
        }
    }

    private var usageLine: String { "usage: \(usage)" }

    /// `-x` and `--name` are options; `-` alone (stdin, by convention) is not.
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// `--name=value` as its name and value; anything else as itself with no value.
    package static func splitInline(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
