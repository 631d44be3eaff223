import CommandLineKit
import CompositionKit
import FeatureFlags
import Foundation
import Persistence
import PokemonAssembly
import PokemonDetailFeature
import PokemonListFeature
import TerminalKit

/// `mosaic pokemon list|show|sync|backup check`: each drives the features' view models (or backup types) and
/// prints their state; nothing here reads a PokeAPI response.
enum PokemonCommands {
    static let list = Command(
        ["pokemon", "list"],
        summary: "List Pokémon names, one page or (with --all) every page.",
        options: [
            .value("--offset", "N", help: "Start at entry N (default 0)."),
            .value("--limit", "N", help: "Entries per page, 1...1000 (default 20)."),
            .flag("--all", help: "Walk every page to the end of the list."),
        ],
        details: [
            "An offset past the end exits 1 and names the offset of the last page.",
            "--json: {paging, savedAt, items: [{id, name}]}.",
            "Example: mosaic pokemon list --offset 20 --limit 10 --json",
        ]
    ) { arguments throws(CommandError) in
        let offset = try arguments.integer("--offset", in: 0...Int(Int32.max)) ?? 0
        let limit = try arguments.integer("--limit", in: 1...1000) ?? 20
        let all = arguments.flag("--all")
        try arguments.finish()
        if all, offset != 0 { throw .usage("--all walks every page from the start; leave out --offset") }

        return { context throws(CommandError) in
            let model = PokemonAssembly.listViewModel(graph: context.graph, startOffset: offset, pageSize: limit)
            await model.load()
            if let error = all ? await model.loadEveryPage() : model.state.failureMessage {
                throw .failure(error)
            }
            let command = "mosaic pokemon list" + (limit == 20 ? "" : " --limit \(limit)")
            if let total = model.state.paging.total, offset >= total, offset > 0 {
                let last = max(0, total - 1) / limit * limit
                throw .failure(
                    "offset \(offset) is past the end of the list (\(total) Pokémon); see `\(command) --offset \(last)`"
                )
            }
            let paging = Paging.offsets(
                offset: offset, pageSize: limit, total: model.state.paging.total,
                hasNextPage: model.state.paging.hasMore,
                nextPageCommand: "\(command) --offset \(offset + model.state.rows.count)")
            if context.wantsJSON {
                try context.printJSON(PokemonListOutput(model.state, paging: paging))
                return
            }
            context.console.printLines(PokemonListText.lines(for: model.state, width: context.outputWidth))
            guard !model.state.rows.isEmpty else { return }
            context.console.printLines(["", "Open one with: mosaic pokemon show <id|name>", paging.textLine])
        }
    }

    static let show = Command(
        ["pokemon", "show"],
        arguments: "<id|name>",
        summary: "Show one Pokémon: image, types, weight (kg) and height (cm).",
        options: CommandContext.pictureOptions,
        details: [
            "On a terminal the sprite is drawn above the text (bundled data has no pictures: a",
            "placeholder says so; --live or --base-url fetches them, and the store keeps them).",
            "Example: mosaic pokemon show 25; mosaic pokemon show mr-mime --json",
        ]
    ) { arguments throws(CommandError) in
        let text = try arguments.requiredPositional("id|name")
        let picture = try arguments.pictureRequest()
        try arguments.finish()
        guard let identifier = PokemonIdentifier(parsing: text) else {
            throw .usage(notAnIdentifier(text))
        }
        return { context throws(CommandError) in
            let display = context.pictureDisplay(picture)
            let model = PokemonAssembly.detailViewModel(graph: context.graph, identifier: identifier)
            await model.load()
            guard model.state.phase == .loaded, let content = model.state.content else {
                if case .failed(let message) = model.state.phase { throw .failure(message) }
                throw .failure("the Pokémon did not load")
            }
            if context.wantsJSON {
                try context.printJSON(PokemonDetailOutput(content))
            } else {
                let picture = await context.pictureLines(
                    for: content.imageURL, api: PokemonModule.api, display: display, fit: .aspectFit)
                context.console.printLines(picture)
                context.console.printLines(PokemonDetailText.lines(for: content, width: context.outputWidth))
            }
        }
    }

    static let sync = Command(
        ["pokemon", "sync"],
        summary: "Back up the whole Pokédex (every list entry and detail) to the store; resumable.",
        options: [
            .value(
                "--concurrency", "N",
                help: "Details fetched at a time, and connections to the API, 1...64 (default 8).")
        ],
        details: [
            "Skips what the store already holds, so a second run after an interruption fetches only",
            "what is missing; saved records that are damaged are fetched and saved again. Exits 1 if",
            "anything failed or the store is read-only. A damaged store is moved aside (kept, renamed",
            "<name>.damaged-<time>) and a new one filled. Progress goes to stderr, on a terminal only.",
            "Example: mosaic pokemon sync --store sqlite:/tmp/pokedex.sqlite --concurrency 16",
        ]
    ) { arguments throws(CommandError) in
        let concurrency = try arguments.integer("--concurrency", in: 1...64) ?? FeatureAPI.defaultConcurrency
        try arguments.finish()
        return { context throws(CommandError) in
            let store = try backupStore(context, forSync: true)
            let progress = SyncProgressPrinter(console: context.console, width: min(context.outputWidth, 80))
            let report: PokemonSync.Report
            do {
                report = try await PokemonAssembly.sync(graph: context.graph, store: store, concurrency: concurrency)
                    .run(progress: progress.update)
            } catch {
                progress.finish()
                throw .failure("cannot back up the Pokédex: \(error)")
            }
            progress.finish()
            if context.wantsJSON {
                try context.printJSON(PokemonSyncOutput(report))
            } else {
                context.console.printLines(PokemonSyncOutput.lines(for: report))
            }
            if report.hasFailures {
                let count = report.details.failed + report.list.failures.count
                // The first cause is named on the one error line: a full disk, a broken server and a
                // dropped connection call for different actions, and a script may see only this line.
                let first =
                    report.list.failures.first
                    ?? report.details.failures.first.map { "Pokémon \($0.id): \($0.reason)" } ?? "unknown"
                throw .failure(
                    "\(count) item(s) could not be backed up (first: \(first)); "
                        + "run `mosaic pokemon sync` again to fetch them")
            }
        }
    }

    static let backupCheck = Command(
        ["pokemon", "backup", "check"],
        summary: "Verify every record the backup holds: counts of good, damaged and missing records.",
        details: [
            "Reads every saved list entry and detail back and decodes it; missing means the list",
            "names a Pokémon whose record is not saved. Writes nothing, so it works on a read-only",
            "store. Exits 1 if any record is damaged (`mosaic pokemon sync` repairs them).",
            "Example: mosaic pokemon backup check --store files:/tmp/pokedex --json",
        ]
    ) { arguments throws(CommandError) in
        try arguments.finish()
        return { context throws(CommandError) in
            let store = try backupStore(context, forSync: false)
            let report: PokemonBackupCheck.Report
            do {
                report = try await PokemonBackupCheck(store: store).run()
            } catch {
                throw .failure("cannot check the backup: \(error)")
            }
            if context.wantsJSON {
                try context.printJSON(PokemonBackupCheckOutput(report))
            } else {
                context.console.printLines(PokemonBackupCheckOutput.lines(for: report))
            }
            if !report.damaged.isEmpty {
                let names = report.damaged.prefix(3).map(\.description).joined(separator: ", ")
                let more = report.damaged.count > 3 ? " and \(report.damaged.count - 3) more" : ""
                throw .failure(
                    "\(report.damaged.count) saved record(s) are damaged (\(names)\(more)); "
                        + "run `mosaic pokemon sync` to repair them")
            }
        }
    }

    static let all = [list, show, sync, backupCheck]

    /// The store of `pokemon sync` or `pokemon backup check`: refused when `pokemon.backup` is off, and one
    /// that cannot be opened is one line in the store's own words (foreign, damaged, read-only, denied).
    /// A sync, which fills a new store anyway, moves a damaged one aside (a warning names where it is kept).
    /// A check leaves damage as it is and creates nothing: a mistyped path must not become an empty backup.
    @MainActor private static func backupStore(
        _ context: CommandContext, forSync: Bool
    ) throws(CommandError) -> any Persistence.RecordStore {
        let failure = forSync ? "cannot back up the Pokédex" : "cannot check the backup"
        guard context.graph.flags.isEnabled(PokemonListFlags.backup) else {
            let command = forSync ? "pokemon sync writes" : "pokemon backup check reads"
            throw .failure("\(command) the backup, which the flag pokemon.backup turns off")
        }
        let existing: ExistingStore
        do throws(PersistenceError) {
            if forSync { return try context.graph.recordStore(ifDamaged: .moveAside) }
            existing = try context.graph.existingRecordStore()
        } catch {
            throw .failure("\(failure): \(PokemonAssembly.describe(error))")
        }
        switch existing {
        case .found(let store):
            return store
        case .missing(let location):
            throw .failure(
                "\(failure): there is no store at \(location.echoed) (nothing was created); check the --store path,"
                    + " or run `mosaic pokemon sync` to make one")
        }
    }

    /// Why `text` names no Pokémon, and what would: PokeAPI spells names in ASCII, so a name
    /// with an accent gets its plain spelling suggested (`flabébé` is `flabebe`).
    private static func notAnIdentifier(_ text: String) -> String {
        let rule =
            "'\(text.echoed)' is not a Pokémon id or name: an id is digits (such as 25), and a name is written"
            + " as PokeAPI spells it, in ASCII letters a-z, digits and hyphens,"
            + " at most \(PokemonIdentifier.longestName) characters"
        let plain = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
        guard plain != text.lowercased(), PokemonIdentifier(parsing: plain) != nil else { return rule }
        return rule + " (try '\(plain)')"
    }
}
