import FeatureFlags
import Foundation
import LaunchesEmulator
import LaunchesFeature
import LaunchesLineClient
import NetworkingOffline

// The composition root of this client: the bundled SpaceX data answered in process, the flags'
// defaults, and events dropped. An app would hand in URLSessionHTTPClient and its own adapters.
struct DroppedEvents: LaunchesEventSink {
    func receive(_ event: LaunchesEvent) {}
}

let baseURL = URL(string: "https://api.spacexdata.com/v5")!
let client = OfflineHTTPClient(serving: SpaceXEmulator(), named: "spacex", at: baseURL)
let session = LaunchesLineSession(
    service: LaunchesService(client: client, baseURL: baseURL), flags: LayeredFeatureFlags(layers: []),
    events: DroppedEvents())

for line in await session.start() { print(line) }
while !session.isFinished, let command = readLine() {
    for line in await session.handle(command) { print(line) }
}
