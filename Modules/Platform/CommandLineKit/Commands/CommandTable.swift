/// A program's commands, in the order `--help` lists them, found by the words that name them.
package struct CommandTable: Sendable {
    package let all: [Command]

    package init(_ all: [Command]) {
        self.all = all
    }

    /// The command whose words start `words` with the longest match.
    package func command(for words: [String]) -> Command? {
        all.filter { words.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
    }

    package func commands(under word: String) -> [Command] {
        all.filter { $0.words.first == word }
    }
}
