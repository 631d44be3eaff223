/// The options every command accepts, wherever they appear on the command line.
package struct GlobalOptions: Sendable, Equatable {
    package var json = false
    package var live = false
    package var verbose = false
    package var help = false
    package var version = false
    /// `--base-url NAME=URL`, in the order given.
    package var baseURLs: [String] = []
    package var store: String?
    package var analytics: String?
    /// `--flag KEY=on|off`, in the order given.
    package var flags: [String] = []
    package var flagsFile: String?
    package var flagsService: String?
    package var now: String?
    package var offlineLatency: String?

    package init() {}

    /// Names, argument placeholders and help text, in the order `--help` shows them.
    package static func documentation(apiNames: [String]) -> [(option: String, help: String)] {
        [
            ("--json", "Print machine-readable JSON on stdout."),
            ("--base-url NAME=URL", "Send API NAME (\(apiNames.joined(separator: ", "))) to URL over HTTP."),
            ("--live", "Send every API to its real endpoint over HTTP instead of the bundled data."),
            (
                "--store sqlite[:PATH]|files[:DIR]|memory",
                "Where saved data lives (default: SQLite in the cache folder)."
            ),
            (
                "--analytics zoogle|console|none|segment:URL",
                "Where analytics events go (default: zoogle); segment:URL needs MOSAIC_SEGMENT_WRITE_KEY "
                    + "and waits at most 2 s at exit, queueing what it could not send."
            ),
            ("--flag KEY=on|off", "Override a feature flag (repeatable; see `mosaic flags`)."),
            ("--flags-file PATH", "Read flag values from a JSON object of key: true|false."),
            (
                "--flags-service URL",
                "Ask an OFREP flag service (at most 2 s; else its last answer); or MOSAIC_FLAGS_SERVICE."
            ),
            ("--verbose", "Log one line per HTTP exchange on stderr."),
            ("--now ISO8601", "The time the features see, such as 2026-11-22T18:00:00Z (default: the real clock)."),
            ("--offline-latency MS", "Delay each bundled-data answer by MS milliseconds, to see loading states."),
            ("-h, --help", "Show help for mosaic or for a command."),
            ("--version", "Print mosaic's version."),
        ]
    }
}
