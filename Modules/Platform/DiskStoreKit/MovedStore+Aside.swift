package import Foundation
package import Persistence

extension MovedStore {
    /// Where a damaged store at `location` is moved aside to when it is found at `time`:
    /// `<location>.damaged-20261124T013000Z`, in UTC, so such names sort by when the damage was
    /// found. ``freeAsideLocation(for:at:)`` adds `-2`, `-3`… when that name is taken.
    package static func asideLocation(for location: String, at time: Date) -> String {
        let stamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted).format(time)
        var base = location
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return "\(base).damaged-\(stamp)"
    }

    /// ``asideLocation(for:at:)``, or that name with `-2`, `-3`… when something is already there.
    package static func freeAsideLocation(for location: String, at time: Date) -> String {
        let aside = asideLocation(for: location, at: time)
        var target = aside
        var attempt = 1
        while PathKind.of(target) != .missing {
            attempt += 1
            target = "\(aside)-\(attempt)"
        }
        return target
    }
}
