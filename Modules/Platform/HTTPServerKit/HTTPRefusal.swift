/// A request answered without a handler: the status RFC 9110 and 9112 give for its fault, and a sentence saying what.
package struct HTTPRefusal: Error {
    let status: Int
    let message: String

    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    var response: HTTPResponse { .text(message, status: status) }
}
