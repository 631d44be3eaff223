import Foundation

/// A launch document of `GET /v5/launches/{id}` and `/launches/query`, decoded with ``decoder`` (snake_case
/// keys). Fields the real data leaves null are optional, so a null never fails a page.
struct LaunchDTO: Decodable, Sendable {
    struct Links: Decodable, Sendable {
        struct Patch: Decodable, Sendable {
            var small: String?
            var large: String?
        }
        var patch: Patch?
        var webcast: String?
        var presskit: String?
        var wikipedia: String?
        var article: String?
    }

    struct Failure: Decodable, Sendable {
        var reason: String?
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    var id: String
    var name: String
    var flightNumber: Int?
    var dateUtc: String?
    var dateUnix: Double?
    var datePrecision: String?
    var upcoming: Bool
    var tbd: Bool?
    var net: Bool?
    var success: Bool?
    var failures: [Failure]?
    var details: String?
    var rocket: String?
    var launchpad: String?
    var crew: [CrewEntryDTO]?
    var payloads: [String]?
    var capsules: [String]?
    var ships: [String]?
    var window: Int?
    var staticFireDateUnix: Double?
    var links: Links?

    /// The model value, or `nil` with the reason when the document has no usable date.
    func launch() -> Result<Launch, LaunchDTOError> {
        guard let date = launchDate() else {
            return .failure(LaunchDTOError(launchID: id, reason: "it has no readable date_unix or date_utc"))
        }
        let precision = datePrecision.flatMap(DatePrecision.init(rawValue:)) ?? .day
        return .success(
            Launch(
                id: id,
                name: name,
                flightNumber: flightNumber,
                date: date,
                datePrecision: precision,
                isUpcoming: upcoming,
                isTBD: tbd ?? false,
                isNET: net ?? false,
                success: success,
                failureReasons: (failures ?? []).compactMap(\.reason),
                details: details,
                rocketID: rocket,
                launchpadID: launchpad,
                crew: (crew ?? []).compactMap { entry in entry.crew.map { CrewMember(id: $0, role: entry.role) } },
                payloadIDs: payloads ?? [],
                capsuleIDs: capsules ?? [],
                shipIDs: ships ?? [],
                windowSeconds: window,
                staticFireDate: staticFireDateUnix.map(Date.init(timeIntervalSince1970:)),
                links: LaunchLinks(
                    patchSmall: links?.patch?.small.flatMap(URL.init(string:)),
                    patchLarge: links?.patch?.large.flatMap(URL.init(string:)),
                    webcast: links?.webcast.flatMap(URL.init(string:)),
                    pressKit: links?.presskit.flatMap(URL.init(string:)),
                    wikipedia: links?.wikipedia.flatMap(URL.init(string:)),
                    article: links?.article.flatMap(URL.init(string:))
                )
            ))
    }

    private func launchDate() -> Date? {
        if let dateUnix { return Date(timeIntervalSince1970: dateUnix) }
        guard let dateUtc else { return nil }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return (try? withFraction.parse(dateUtc)) ?? (try? Date.ISO8601FormatStyle().parse(dateUtc))
    }
}

/// A launch document that decodes but cannot be shown.
struct LaunchDTOError: Error, Sendable {
    var launchID: String
    var reason: String

    var description: String { "launch \(launchID) cannot be shown: \(reason)" }
}
