/// Pulls the global options out of a command line, wherever they stand, and leaves the rest
/// (command words and the command's own options) in order. `--` after the command ends the
/// options: it and everything after it are left for the command, which reads what follows as
/// positionals. A `--` before the command is dropped: `swift run mosaic -- pokemon list` passes
/// one on, and no command has begun for it to end.
package enum CommandLineSplitter {
    private static let valueOptions: Set<String> = [
        "--base-url", "--store", "--analytics", "--flag", "--flags-file", "--flags-service", "--now",
        "--offline-latency",
    ]

    /// The global options of `arguments`, and the rest in order.
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
            if valueOptions.contains(name) {
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
            guard let flag = flag(named: name) else {
                rest.append(argument)
                continue
            }
            // `--json=yes` is the global flag given a value, not an unknown option of the command.
            if let inlineValue { throw .usage("option \(name) takes no value, not '\(inlineValue.echoed)'") }
            options[keyPath: flag] = true
        }
        return (options, rest)
    }

    /// The global option that takes no value called `name`, as the setting it turns on.
    private static func flag(named name: String) -> WritableKeyPath<GlobalOptions, Bool>? {
        switch name {
        case "--json": \.json
        case "--live": \.live
        case "--verbose", "-v": \.verbose
        case "--help", "-h": \.help
        case "--version": \.version
        default: nil
        }
    }

    private static func record(_ name: String, value: String, into options: inout GlobalOptions) throws(CommandError) {
        switch name {
        case "--base-url": options.baseURLs.append(value)
        case "--flag": options.flags.append(value)
        case "--store": options.store = try single(name, options.store, value)
        case "--analytics": options.analytics = try single(name, options.analytics, value)
        case "--flags-file": options.flagsFile = try single(name, options.flagsFile, value)
        case "--flags-service": options.flagsService = try single(name, options.flagsService, value)
        case "--now": options.now = try single(name, options.now, value)
        case "--offline-latency": options.offlineLatency = try single(name, options.offlineLatency, value)
        default: break
        }
    }

    private static func single(_ name: String, _ existing: String?, _ value: String) throws(CommandError) -> String {
        if existing != nil, existing != value {
            throw .usage("option \(name) was given twice with different values")
        }
        return value
    }
}
