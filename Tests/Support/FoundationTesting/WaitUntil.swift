/// Lets other work run until `condition` holds or `limit` has passed; whether it held. It checks every
/// millisecond, backing off to every 50 ms, so no test waits longer than it must and many do not
/// keep a small machine busy. The limit is a clock, not a count, which a starved machine could exhaust
/// before the awaited work ran. `condition` runs in the caller's isolation.
@discardableResult
public func waitUntil(
    atMost limit: Duration = .seconds(300),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + limit
    var interval = Duration.milliseconds(1)
    while try !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: interval)
        interval = min(interval * 2, .milliseconds(50))
    }
    return true
}
