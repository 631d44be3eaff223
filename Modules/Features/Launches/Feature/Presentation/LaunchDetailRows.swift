import Foundation

/// Builds the detail table of a launch: every field a reader may want, `-` where the data is null.
enum LaunchDetailRows {
    static func rows(for launch: Launch) -> [LaunchDetailRow] {
        [
            LaunchDetailRow(title: "Flight number", value: launch.flightNumber.map(String.init)),
            LaunchDetailRow(title: "Date", value: LaunchDateText.text(for: launch)),
            LaunchDetailRow(title: "Date precision", value: launch.datePrecision.rawValue),
            LaunchDetailRow(title: "Upcoming", value: yesNo(launch.isUpcoming)),
            LaunchDetailRow(title: "Date TBD", value: yesNo(launch.isTBD)),
            LaunchDetailRow(title: "No earlier than", value: yesNo(launch.isNET)),
            LaunchDetailRow(title: "Rocket", value: launch.rocketID),
            LaunchDetailRow(title: "Launchpad", value: launch.launchpadID),
            LaunchDetailRow(title: "Success", value: launch.success.map(yesNo)),
            LaunchDetailRow(title: "Failures", value: list(launch.failureReasons, separator: "; ")),
            LaunchDetailRow(title: "Details", value: launch.details),
            LaunchDetailRow(title: "Crew", value: list(launch.crew.map(crewText))),
            LaunchDetailRow(title: "Payloads", value: list(launch.payloadIDs)),
            LaunchDetailRow(title: "Capsules", value: list(launch.capsuleIDs)),
            LaunchDetailRow(title: "Ships", value: list(launch.shipIDs)),
            LaunchDetailRow(title: "Launch window", value: launch.windowSeconds.map { "\($0) s" }),
            LaunchDetailRow(
                title: "Static fire",
                value: launch.staticFireDate.map { LaunchDateText.text(for: $0, precision: .hour) }),
            LaunchDetailRow(title: "Wikipedia", value: launch.links.wikipedia?.absoluteString),
            LaunchDetailRow(title: "Article", value: launch.links.article?.absoluteString),
        ]
    }

    private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

    private static func list(_ values: [String], separator: String = ", ") -> String? {
        values.isEmpty ? nil : values.joined(separator: separator)
    }

    private static func crewText(_ member: CrewMember) -> String {
        member.role.map { "\(member.id) (\($0))" } ?? member.id
    }
}
