import Foundation

/// A shell completion script for `mosaic`, written from the same command table as `--help`.
package struct CompletionScript {
    package struct Entry {
        package var words: [String]
        package var options: [CommandOption]
        package var completions: [String]

        package init(words: [String], options: [CommandOption], completions: [String]) {
            self.words = words
            self.options = options
            self.completions = completions
        }
    }

    package let entries: [Entry]
    package let globalOptions: [CommandOption]

    package static let shells = ["bash", "zsh", "fish"]

    package init(entries: [Entry], globalOptions: [CommandOption]) {
        self.entries = entries
        self.globalOptions = globalOptions
    }

    /// The script's lines for `shell`, or `nil` for a shell it is not written for.
    package func lines(for shell: String) -> [String]? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    private var groups: [String] { unique(entries.compactMap(\.words.first)) + ["help"] }

    private func subcommands(of group: String) -> [String] {
        entries.filter { $0.words.first == group && $0.words.count > 1 }.map { $0.words[1] }
    }

    // MARK: bash and zsh

    private var bash: [String] {
        caseScript(
            header: [
                "# bash completion for mosaic; load with: source <(mosaic completion bash)",
                "_mosaic() {",
                "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" cmd=\"\" i",
                "    for ((i = 1; i < COMP_CWORD; i++)); do",
                "        case \"${COMP_WORDS[i]}\" in -*) ;; *) cmd=\"$cmd ${COMP_WORDS[i]}\" ;; esac",
                "    done",
                "    local IFS=$'\\n'",
                "    COMPREPLY=()",
            ],
            commandPrefix: " ",
            offer: { "COMPREPLY+=($(compgen -W \(shellWords($0, separator: "$'\\n'")) -- \"$cur\"))" },
            freeValue: "COMPREPLY=()",
            footer: "complete -F _mosaic mosaic")
    }

    private var zsh: [String] {
        caseScript(
            header: [
                "#compdef mosaic",
                "# zsh completion for mosaic; load with: source <(mosaic completion zsh)",
                "_mosaic() {",
                "    local -a cmdwords",
                "    local w prev=${words[CURRENT-1]}",
                "    for w in ${words[2,CURRENT-1]}; do [[ $w == -* ]] || cmdwords+=$w; done",
                "    local cmd=\"${(j: :)cmdwords}\"",
            ],
            commandPrefix: "",
            offer: { "compadd -- \(shellWords($0, separator: " "))" },
            freeValue: "_default",
            footer: "compdef _mosaic mosaic")
    }

    /// bash and zsh share one `case` on the command words typed so far (`$cmd`, which starts with
    /// `commandPrefix`); `offer` adds candidates, `freeValue` completes a value with no fixed set.
    private func caseScript(
        header: [String], commandPrefix: String, offer: ([String]) -> String, freeValue: String, footer: String
    ) -> [String] {
        var lines = header
        lines.append("    case \"$cmd\" in")
        lines.append("    ''|\(quoted(commandPrefix + "help"))*) \(offer(groups)) ;;")
        for group in unique(entries.compactMap(\.words.first)) where !subcommands(of: group).isEmpty {
            lines.append("    \(quoted(commandPrefix + group))) \(offer(subcommands(of: group))) ;;")
        }
        for entry in entries {
            let command = quoted(commandPrefix + entry.words.joined(separator: " "))
            lines += ["    \(command)*)", "        case \"$prev\" in"]
            for option in entry.options + globalOptions where option.valueName != nil {
                let value = option.completions.isEmpty ? freeValue : offer(option.completions)
                lines.append("        \(option.name)) \(value); return ;;")
            }
            lines.append("        esac")
            if !entry.completions.isEmpty {
                lines.append("        [[ \"$cmd\" == \(command) ]] && \(offer(entry.completions))")
            }
            lines.append("        \(offer((entry.options + globalOptions).map(\.name))) ;;")
        }
        return lines + ["    esac", "}", footer]
    }

    // MARK: fish

    private var fish: [String] {
        var lines = [
            "# fish completion for mosaic; load with: mosaic completion fish | source",
            "complete -c mosaic -f",
            "complete -c mosaic -n __fish_use_subcommand -a \(fishCandidates(groups))",
        ]
        for option in globalOptions {
            lines.append(fishOption(option, condition: nil))
        }
        for group in unique(entries.compactMap(\.words.first)) where !subcommands(of: group).isEmpty {
            let subcommands = subcommands(of: group)
            lines.append(
                "complete -c mosaic -n '__fish_seen_subcommand_from \(group); and not __fish_seen_subcommand_from \(subcommands.joined(separator: " "))' -a \(fishCandidates(subcommands))"
            )
        }
        for entry in entries {
            let condition = entry.words.map { "__fish_seen_subcommand_from \($0)" }.joined(separator: "; and ")
            for option in entry.options {
                lines.append(fishOption(option, condition: condition))
            }
            if !entry.completions.isEmpty {
                lines.append(
                    "complete -c mosaic -n '\(condition)' -a \(fishCandidates(entry.completions))")
            }
        }
        return lines
    }

    private func fishOption(_ option: CommandOption, condition: String?) -> String {
        var parts = ["complete -c mosaic"]
        if let condition { parts.append("-n '\(condition)'") }
        parts.append(option.name.hasPrefix("--") ? "-l \(option.name.dropFirst(2))" : "-s \(option.name.dropFirst())")
        if option.valueName != nil { parts.append(option.completions.isEmpty ? "-r -F" : "-x") }
        if !option.completions.isEmpty { parts.append("-a \(fishCandidates(option.completions))") }
        parts.append("-d \(quoted(option.help))")
        return parts.joined(separator: " ")
    }

    // MARK: Quoting

    /// `values` as one single-quoted shell word, joined by `separator` (a newline keeps `Land Rover` whole).
    private func shellWords(_ values: [String], separator: String) -> String {
        values.isEmpty ? "''" : values.map(quoted).joined(separator: separator)
    }

    /// fish's `-a` takes one argument that it expands into the candidates, so the list is one
    /// double-quoted word of single-quoted candidates: `"'Land Rover' 'BMW'"` offers two.
    private func fishCandidates(_ values: [String]) -> String {
        let candidates = values.map { value in
            "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        let escaped = candidates.joined(separator: " ").replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "$", with: "\\$")
        return "\"" + escaped + "\""
    }

    /// `text` in single quotes, safe in every one of the three shells.
    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
