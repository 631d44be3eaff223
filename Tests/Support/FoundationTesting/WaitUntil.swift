/// Lets other work run until `condition` holds or `limit` has passed; whether it held.
///
/// It checks every millisecond at first and less often the longer it waits, up to every 50 ms, so
/// a test waits no longer than it must and many waiting tests do not keep a small machine busy.
/// The limit is a clock, not a count of tries: on a starved machine a count can run out before
/// the work being waited for has run at all. `condition` runs in the caller's isolation.
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
