/// The body of `POST /ofrep/v1/evaluate/flags`: the evaluation context the service targets by.
struct OFREPBulkRequest: Encodable {
    struct Context: Encodable {
        var targetingKey: String
    }

    var context: Context

    init(targetingKey: String) {
        context = Context(targetingKey: targetingKey)
    }
}
