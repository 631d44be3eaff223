public import Foundation

/// One SpaceX launch, as the feature uses it: every optional is one the real data leaves null.
public struct Launch: Sendable, Hashable, Identifiable {
    /// A 24-hex-character document id.
    public var id: String
    public var name: String
    public var flightNumber: Int?
    /// The launch instant; a placeholder at the start of the period unless `datePrecision` is `.hour`.
    public var date: Date
    public var datePrecision: DatePrecision
    public var isUpcoming: Bool
    /// The date is "to be determined".
    public var isTBD: Bool
    /// The date is "no earlier than".
    public var isNET: Bool
    /// `nil` until the launch has happened (and sometimes after).
    public var success: Bool?
    public var failureReasons: [String]
    public var details: String?
    public var rocketID: String?
    public var launchpadID: String?
    public var crew: [CrewMember]
    public var payloadIDs: [String]
    public var capsuleIDs: [String]
    public var shipIDs: [String]
    public var windowSeconds: Int?
    public var staticFireDate: Date?
    public var links: LaunchLinks

    public init(
        id: String, name: String, flightNumber: Int? = nil, date: Date, datePrecision: DatePrecision = .hour,
        isUpcoming: Bool, isTBD: Bool = false, isNET: Bool = false, success: Bool? = nil,
        failureReasons: [String] = [], details: String? = nil, rocketID: String? = nil,
        launchpadID: String? = nil, crew: [CrewMember] = [], payloadIDs: [String] = [],
        capsuleIDs: [String] = [], shipIDs: [String] = [], windowSeconds: Int? = nil,
        staticFireDate: Date? = nil, links: LaunchLinks = LaunchLinks()
    ) {
        self.id = id
        self.name = name
        self.flightNumber = flightNumber
        self.date = date
        self.datePrecision = datePrecision
        self.isUpcoming = isUpcoming
        self.isTBD = isTBD
        self.isNET = isNET
        self.success = success
        self.failureReasons = failureReasons
        self.details = details
        self.rocketID = rocketID
        self.launchpadID = launchpadID
        self.crew = crew
        self.payloadIDs = payloadIDs
        self.capsuleIDs = capsuleIDs
        self.shipIDs = shipIDs
        self.windowSeconds = windowSeconds
        self.staticFireDate = staticFireDate
        self.links = links
    }

    /// Whether `text` is shaped as a launch id (24 hexadecimal characters), to refuse a bad id before any request.
    public static func isValidID(_ text: String) -> Bool {
        text.utf8.count == 24 && text.allSatisfy(\.isHexDigit)
    }
}
