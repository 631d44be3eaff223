import CommandLineKit
import CompositionKit
import Foundation
import LaunchesFeature
import LaunchesTerminal
import TerminalKit

/// `mosaic launches list` and `mosaic launches show`, driving the launches view models.
enum LaunchesCommands {
    static let list = Command(
        ["launches", "list"],
        arguments: "--upcoming|--past [--page N] [--limit N] [--all]",
        summary: "List SpaceX launches, upcoming soonest first or past most recent first.",
        details: [
            "--page N    the page to show (default 1); --limit N launches per page (1...100, default 20).",
            "--all       load every page of the tab.",
            "Example: mosaic launches list --past --limit 5 --page 2",
        ]
    ) { arguments, context throws(CommandError) in
        let upcoming = arguments.flag("--upcoming")
        let past = arguments.flag("--past")
        let all = arguments.flag("--all")
        let page = try arguments.integer("--page", in: 1...Int.max)
        let limit = try arguments.integer("--limit", in: 1...100) ?? 20
        try arguments.finish()
        guard upcoming != past else { throw .usage("choose one of --upcoming or --past (usage: \(listUsage))") }
        if all, page != nil { throw .usage("--all loads every page; leave out --page (usage: \(listUsage))") }

        let tab: LaunchesTab = upcoming ? .upcoming : .past
        let model = LaunchesAssembly.listViewModel(context.graph, tab: tab, pageSize: limit, firstPage: page ?? 1)
        await model.load()
        if case .failed(let message) = model.state.current.phase { throw .failure(message) }
        while all, model.state.current.hasNextPage {
            await model.loadNextPage()
            if let error = model.state.current.nextPageError { throw .failure(error) }
        }
        if context.wantsJSON {
            try context.printJSON(LaunchListOutput(tab: tab, state: model.state.current))
        } else {
            context.console.printLines(LaunchesListScreen.lines(for: model.state, width: context.outputWidth))
        }
    }

    static let show = Command(
        ["launches", "show"],
        arguments: "<id>",
        summary: "Show one launch: date or countdown, details and links.",
        details: [
            "<id> is a 24-character hexadecimal launch id, as `launches list` prints with --json.",
            "--now ISO8601 sets the clock the countdown uses.",
            "Example: mosaic launches show 5eb87d42ffd86e000604b384",
        ]
    ) { arguments, context throws(CommandError) in
        let id = try arguments.requiredPositional("id")
        try arguments.finish()
        guard Launch.isValidID(id) else {
            throw .usage("'\(id)' is not a launch id (24 hexadecimal characters, such as 5eb87d42ffd86e000604b384)")
        }
        let model = LaunchesAssembly.detailViewModel(context.graph, id: id)
        await model.load()
        switch model.state {
        case .loading:
            throw .failure("the launch did not load")
        case .failed(let message, _):
            throw .failure(message)
        case .loaded(let content):
            if context.wantsJSON {
                try context.printJSON(LaunchDetailOutput(content))
            } else {
                context.console.printLines(LaunchDetailScreen.lines(for: model.state, width: context.outputWidth))
            }
        }
    }

    static let all: [Command] = [list, show]

    private static var listUsage: String { "mosaic launches list \(list.arguments)" }
}
