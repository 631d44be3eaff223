/// A request the server answers without a handler: the status RFC 9110 and 9112 give for what
/// is wrong with it, and a sentence that says what.
package struct HTTPRefusal: Error {
    let status: Int
    let message: String

    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    var response: HTTPResponse { .text(message, status: status) }
}
