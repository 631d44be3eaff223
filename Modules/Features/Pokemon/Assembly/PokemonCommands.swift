import CommandLineKit
import CompositionKit
import FeatureFlags
import Foundation
import Persistence
import PokemonDetailFeature
import PokemonListFeature
import PokemonTerminal
import TerminalKit

/// `mosaic pokemon list|show|sync`. Each drives the features' view models (or their backup
/// types) and prints their state: nothing here reads a PokeAPI response.
enum PokemonCommands {
    static let list = Command(
        ["pokemon", "list"],
        arguments: "[--offset N] [--limit N] [--all]",
        summary: "List Pokémon names, one page or (with --all) every page.",
        details: [
            "--offset N   start at entry N (default 0)",
            "--limit N    entries per page, 1...1000 (default 20)",
            "--all        walk every page, as scrolling to the end would",
            "Example: mosaic pokemon list --offset 20 --limit 10 --json",
        ]
    ) { arguments, context throws(CommandError) in
        let offset = try arguments.integer("--offset", in: 0...Int(Int32.max)) ?? 0
        let limit = try arguments.integer("--limit", in: 1...1000) ?? 20
        let all = arguments.flag("--all")
        try arguments.finish()

        let model = PokedexAssembly.listViewModel(graph: context.graph, startOffset: offset, pageSize: limit)
        await model.load()
        while all, model.state.hasMore, model.state.errorMessage == nil {
            await model.loadMore()
        }
        if let error = model.state.errorMessage {
            throw .failure(error)
        }
        if context.wantsJSON {
            try context.printJSON(PokemonListOutput(model.state, offset: offset))
        } else {
            context.console.printLines(PokemonListScreen.lines(for: model.state, width: context.outputWidth))
        }
    }

    static let show = Command(
        ["pokemon", "show"],
        arguments: "<id|name>",
        summary: "Show one Pokémon: image, types, weight (kg) and height (cm).",
        details: ["Example: mosaic pokemon show 25; mosaic pokemon show mr-mime --json"]
    ) { arguments, context throws(CommandError) in
        let text = try arguments.requiredPositional("id|name")
        try arguments.finish()
        guard let identifier = PokemonIdentifier(parsing: text) else {
            throw .usage(
                "'\(text)' is not a Pokémon id or name: give a number or a name of letters, digits and hyphens")
        }
        let model = PokedexAssembly.detailViewModel(graph: context.graph, identifier: identifier)
        await model.load()
        guard case .loaded(let content) = model.state else {
            if case .failed(let message) = model.state { throw .failure(message) }
            throw .failure("the Pokémon did not load")
        }
        if context.wantsJSON {
            try context.printJSON(PokemonDetailOutput(content))
        } else {
            context.console.printLines(PokemonDetailScreen.lines(for: model.state, width: context.outputWidth))
        }
    }

    static let sync = Command(
        ["pokemon", "sync"],
        arguments: "[--concurrency N]",
        summary: "Back up the whole Pokédex (every list entry and detail) to the store; resumable.",
        details: [
            "--concurrency N   details fetched at a time, and connections to the API, 1...64 (default 8)",
            "Skips what the store already holds, so a second run after an interruption fetches",
            "only what is missing. Exits 1 if anything failed.",
            "Example: mosaic pokemon sync --store sqlite:/tmp/pokedex.sqlite --concurrency 16",
        ]
    ) { arguments, context throws(CommandError) in
        let concurrency = try arguments.integer("--concurrency", in: 1...64) ?? FeatureAPI.defaultConcurrency
        try arguments.finish()
        guard context.graph.flags.isEnabled(PokemonListFlags.backup) else {
            throw .failure("pokemon sync writes the backup, which the flag pokemon.backup turns off")
        }
        let store: any Persistence.RecordStore
        do {
            store = try context.graph.recordStore()
        } catch {
            throw .failure("cannot open the store: \(error)")
        }
        let progress = SyncProgressPrinter(
            console: context.console, width: context.outputWidth, keepsStdoutClean: context.wantsJSON)
        let report: PokedexSync.Report
        do {
            report = try await PokedexAssembly.sync(graph: context.graph, store: store, concurrency: concurrency).run {
                done, total in
                progress.update(done: done, total: total)
            }
        } catch {
            progress.finish()
            throw .failure("cannot read the backup: \(error)")
        }
        progress.finish()
        if context.wantsJSON {
            try context.printJSON(PokemonSyncOutput(report))
        } else {
            context.console.printLines(PokemonSyncOutput.lines(for: report))
        }
        if report.hasFailures {
            let count = report.details.failed + report.list.failures.count
            throw .failure("\(count) item(s) could not be backed up; run `mosaic pokemon sync` again to fetch them")
        }
    }

    static let all = [list, show, sync]
}
