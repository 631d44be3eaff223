import FeatureFlags
import Foundation
import LaunchesEmulator
import LaunchesFeature
import LaunchesLineClient
import NetworkingOffline
import TerminalKit

// The composition root of this client: the bundled SpaceX data answered in process, the flags'
// defaults, and events dropped. An app would hand in URLSessionHTTPClient and its own adapters.
struct DroppedEvents: LaunchesEventSink {
    func receive(_ event: LaunchesEvent) {}
}

let baseURL = SpaceXEmulator.baseURL
let client = OfflineHTTPClient(serving: SpaceXEmulator(), named: "spacex", at: baseURL)
let session = LaunchesLineSession(
    service: LaunchesService(client: client, baseURL: baseURL), flags: LayeredFeatureFlags(layers: []),
    events: DroppedEvents())

// Names come from the API: each line is shown with its control and format characters escaped,
// so a hostile name cannot drive the terminal it is read on.
func show(_ lines: [String]) {
    for line in lines { print(TerminalEscaping.escaping(line)) }
}

show(await session.start())
while !session.isFinished, let command = readLine() {
    show(await session.handle(command))
}
