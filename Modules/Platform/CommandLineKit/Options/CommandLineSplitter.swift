/// Pulls the global options out of a command line, wherever they stand, leaving the rest (command
/// words and the command's options) in order. `--` after the command ends the options: it and all
/// after it are left for the command, as positionals. One before the command is dropped: `swift run
/// mosaic -- pokemon list` passes one on, and no command has begun for it to end.
package enum CommandLineSplitter {
    /// The options that may be given more than once, every value kept in order.
    private static let repeatable: [String: any WritableKeyPath<GlobalOptions, [String]> & Sendable] = [
        "--base-url": \.baseURLs, "--flag": \.flags,
    ]

    /// The options that take one value: given twice, the same value both times.
    private static let single: [String: any WritableKeyPath<GlobalOptions, String?> & Sendable] = [
        "--store": \.store, "--analytics": \.analytics, "--flags-file": \.flagsFile, "--flags-service": \.flagsService,
        "--now": \.now, "--offline-latency": \.offlineLatency,
    ]

    /// The options that take no value, as the setting each turns on.
    private static let flags: [String: any WritableKeyPath<GlobalOptions, Bool> & Sendable] = [
        "--json": \.json, "--live": \.live, "--verbose": \.verbose, "-v": \.verbose, "--help": \.help, "-h": \.help,
        "--version": \.version,
    ]

    package static func split(_ arguments: [String]) throws(CommandError) -> (GlobalOptions, [String]) {
        var options = GlobalOptions()
        var rest: [String] = []
        var index = arguments.startIndex
        var passthrough = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if passthrough {
                rest.append(argument)
                continue
            }
            if argument == "--" {
                guard !rest.isEmpty else { continue }
                passthrough = true
                rest.append(argument)
                continue
            }
            let (name, inlineValue) = CommandArguments.splitInline(argument)
            if repeatable[name] != nil || single[name] != nil {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("option \(name) needs a value")
                }
                try record(name, value: value, into: &options)
                continue
            }
            guard let flag = flags[name] else {
                rest.append(argument)
                continue
            }
            // `--json=yes` is the global flag given a value, not an unknown option of the command.
            if let inlineValue { throw .usage("option \(name) takes no value, not '\(inlineValue.echoed)'") }
            options[keyPath: flag] = true
        }
        return (options, rest)
    }

    private static func record(_ name: String, value: String, into options: inout GlobalOptions) throws(CommandError) {
        if let values = repeatable[name] { options[keyPath: values].append(value) }
        guard let setting = single[name] else { return }
        if let existing = options[keyPath: setting], existing != value {
            throw .usage("option \(name) was given twice with different values")
        }
        options[keyPath: setting] = value
    }
}
