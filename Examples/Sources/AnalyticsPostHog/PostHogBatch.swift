/// The body of `POST /batch/`: the project's key and the events.
struct PostHogBatch: Encodable {
    var apiKey: String
    var batch: [PostHogEvent]

    enum CodingKeys: String, CodingKey {
        case apiKey = "api_key"
        case batch
    }
}
