import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import LaunchesFeature
import Testing

@testable import AppComposition
@testable import LaunchesAssembly
@testable import LaunchesCommandLine
@testable import LaunchesTerminal
@testable import LaunchesWeb

/// Follows `mosaic launches list --limit 3 --json` from the registry, through parsing and the run against the
/// graph, to the SpaceX emulator and back, writing `Diagrams/requests/command-launches-list.md`. The drawn run
/// must print what `Mosaic.run` prints for the same command, so the drawing cannot drift from it.
@Suite("Request diagram: mosaic launches list through every layer")
@MainActor
struct LaunchesListCommandSequenceTests {
    @Test func theCommandGoesFromTheRegistryToTheEmulatorAndBackToJSON() async throws {
        let registry = FeatureRegistry([LaunchesModule.self])
        let owner = try #require(registry.modules.first { $0.commands.contains { $0.words == ["launches", "list"] } })
        let command = try #require(owner.commands.first { $0.words == ["launches", "list"] })
        // The arguments are read into the run before the graph, and so anything it could contact, exists.
        let run = try command.parse(["--limit", "3"])
        let path = LaunchesRequestPath()
        let trace = path.trace
        let driver = "mosaic launches list (command)"
        let module = LaunchesRequestPath.module(as: "CommandLineFeature")
        let root = "AppGraph (root)"

        // How the root finds a command: in the commands each registered slice declares.
        trace.call(driver, LaunchesRequestPath.registry, "command(for: launches list)")
        trace.call(LaunchesRequestPath.registry, module, "commands")
        trace.reply(module, LaunchesRequestPath.registry, "\(owner.commands.count) commands")
        trace.reply(LaunchesRequestPath.registry, driver, "launches list")

        trace.call(driver, module, "parse(--limit 3)")
        trace.reply(module, driver, "run: upcoming, page 1, 3 a page")
        trace.call(driver, root, "init(configuration: --json)")
        trace.reply(root, driver, "graph")
        trace.call(driver, module, "run(context: graph, --json)")
        trace.call(module, LaunchesRequestPath.viewModel, "init(client: .live(service), pageSize: 3)")
        let model = path.listViewModel(graph: path.graph, tab: .upcoming, pageSize: 3)
        trace.call(module, LaunchesRequestPath.viewModel, "load()")
        await model.load()
        trace.reply(LaunchesRequestPath.viewModel, module, LaunchesRequestPath.summary(of: model))
        let list = model.state.current
        let paging = Paging.pages(
            page: 1, pageSize: 3, total: list.paging.total, hasNextPage: list.paging.hasMore,
            nextPageCommand: "mosaic launches list --upcoming --limit 3 --page 2")
        let console = RecordingConsole()
        trace.call(module, "Console (output)", "printJSON(LaunchListOutput: \(list.rows.count) items)")
        try CommandContext(graph: path.graph, console: console, wantsJSON: true)
            .printJSON(LaunchListOutput(tab: .upcoming, state: list, paging: paging))

        let ran = LaunchesRequestPath()
        let runConsole = RecordingConsole()
        try await run(CommandContext(graph: ran.graph, console: runConsole, wantsJSON: true))
        #expect(runConsole.output == console.output, "the drawn path prints what the parsed run prints")
        #expect(ran.trace.recorded.filter { $0.to == LaunchesRequestPath.adapter }.count == 1, "one request")
        let real = await InProcessMosaic.run(["launches", "list", "--limit", "3", "--json"], features: registry)
        #expect(real.status == 0, "\(real.console.error)")
        #expect(console.output == real.console.output, "the drawn path prints what the command prints")
        #expect(list.rows.count == 3)
        #expect(trace.recorded.filter { $0.to == LaunchesRequestPath.adapter }.count == 1)
        try SequenceDiagramFile(
            name: "command-launches-list", title: "One command through every layer: mosaic launches list --json",
            about: "The root finds the command among those the registered slices declare and has it read its "
                + "arguments into a run, so a usage error is reported before the graph, and anything it could "
                + "contact or write, exists. Then it builds the graph and runs the command against it: the run "
                + "builds the list view model as its assembly does, which asks its client seam for a page; the "
                + "service sends the request to the `HTTPClient` port, which the offline adapter answers from the "
                + "bundled SpaceX data. The view state comes back up and the command prints it as JSON. Drawn from "
                + "`Tests/LaunchesAssemblyTests/LaunchesListCommandSequenceTests.swift`, which also checks that "
                + "`mosaic launches list --limit 3 --json` prints the same JSON.",
            recordedBy: "LaunchesListCommandSequenceTests", folder: SequenceDiagramFile.requestsFolder
        ).verify(trace)
    }
}
