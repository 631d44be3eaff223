import CommandLineKit
import CompositionKit
import Foundation
import LaunchesAssembly
import LaunchesFeature
import TerminalKit

/// `mosaic launches list` and `mosaic launches show`, driving the launches view models.
enum LaunchesCommands {
    static let list = Command(
        ["launches", "list"],
        summary: "List SpaceX launches, upcoming soonest first (the default) or past most recent first.",
        options: [
            .flag("--upcoming", help: "Upcoming launches, soonest first (the default)."),
            .flag("--past", help: "Past launches, most recent first."),
            .value("--page", "N", help: "The page to show (default 1)."),
            .value("--limit", "N", help: "Launches per page, 1...100 (default 20)."),
            .flag("--all", help: "Load every page of the list."),
        ],
        details: [
            "A page past the last one exits 1 and names the last page.",
            "--json: {tab, paging, items: [{id, name, dateUTC, dateText, patchImageURL}]}.",
            "Example: mosaic launches list --past --limit 5 --page 2",
        ]
    ) { arguments throws(CommandError) in
        let upcoming = arguments.flag("--upcoming")
        let past = arguments.flag("--past")
        let all = arguments.flag("--all")
        let page = try arguments.integer("--page", in: 1...Paging.largestPage)
        let limit = try arguments.integer("--limit", in: 1...100) ?? 20
        try arguments.finish()
        if upcoming, past { throw .usage("choose one of --upcoming or --past (usage: \(listUsage))") }
        if all, page != nil { throw .usage("--all loads every page; leave out --page (usage: \(listUsage))") }

        let tab: LaunchesTab = past ? .past : .upcoming
        let firstPage = page ?? 1
        return { context throws(CommandError) in
            let model = LaunchesAssembly.listViewModel(
                graph: context.graph, tab: tab, pageSize: limit, firstPage: firstPage)
            await model.load()
            if case .failed(let message) = model.state.current.phase { throw .failure(message) }
            if all, let reason = await model.loadEveryPage() { throw .failure(reason) }
            let current = model.state.current
            let command = "mosaic launches list --\(tab.rawValue)" + (limit == 20 ? "" : " --limit \(limit)")
            let lastPage = Paging.lastPage(total: current.paging.total ?? 0, pageSize: limit)
            if firstPage > lastPage {
                throw Paging.pastTheEnd(
                    page: firstPage, lastPage: lastPage, of: "the \(tab.rawValue) launches",
                    lastPageCommand: "\(command) --page \(lastPage)")
            }
            // `Int.max` from the server must not overflow here; a next page is offered only if `--page` takes it.
            let nextPage = (current.nextPage ?? Paging.page(after: current.loadedPage))
                .flatMap { (1...Paging.largestPage).contains($0) ? $0 : nil }
            let paging = Paging.pages(
                page: firstPage, pageSize: limit, total: current.paging.total ?? 0,
                hasNextPage: current.paging.hasMore && nextPage != nil,
                nextPageCommand: "\(command) --page \(nextPage ?? current.loadedPage)")
            if context.wantsJSON {
                try context.printJSON(LaunchListOutput(tab: tab, state: current, paging: paging))
                return
            }
            context.console.printLines(LaunchListText.lines(for: model.state, width: context.outputWidth))
            guard !current.rows.isEmpty else { return }
            context.console.printLines(["Open one with: mosaic launches show <id>", paging.textLine])
        }
    }

    static let show = Command(
        ["launches", "show"],
        arguments: "<id>",
        summary: "Show one launch: mission patch, date or countdown, details and links.",
        options: CommandContext.pictureOptions,
        details: [
            "<id> is a 24-character hexadecimal launch id, as `launches list` prints it.",
            "On a terminal the mission patch is drawn above the text (not on bundled data).",
            "--now ISO8601 sets the clock the countdown uses.",
            "Example: mosaic launches show 5eb87d42ffd86e000604b384",
        ]
    ) { arguments throws(CommandError) in
        let id = try arguments.requiredPositional("id")
        let picture = try arguments.pictureRequest()
        try arguments.finish()
        guard Launch.isValidID(id) else {
            throw .usage(
                "'\(id.echoed)' is not a launch id (24 hexadecimal characters, such as 5eb87d42ffd86e000604b384)")
        }
        return { context throws(CommandError) in
            let display = context.pictureDisplay(picture)
            let model = LaunchesAssembly.detailViewModel(graph: context.graph, id: id)
            await model.load()
            if case .failed(let message) = model.state.phase { throw .failure(message) }
            guard let content = model.state.content else { throw .failure("the launch did not load") }
            if context.wantsJSON {
                try context.printJSON(LaunchDetailOutput(content))
            } else {
                let patch = await context.pictureLines(
                    for: content.patchImageURL, api: LaunchesModule.api, display: display, fit: .aspectFit)
                context.console.printLines(patch)
                context.console.printLines(LaunchDetailText.lines(for: content, width: context.outputWidth))
            }
        }
    }

    static let all: [Command] = [list, show]

    private static var listUsage: String { list.usage }
}
