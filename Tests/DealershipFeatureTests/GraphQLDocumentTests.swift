import Foundation
import Testing

@testable import DealershipFeature

@Suite("The bundled GraphQL documents")
struct GraphQLDocumentTests {
    /// A failed read (no file in the bundle) fails one request without calling the file gone; the next succeeds.
    @Test(arguments: GraphQLDocument.allCases)
    func aDocumentThatCouldNotBeReadIsReadAgainNextTime(_ document: GraphQLDocument) throws {
        #expect(throws: DealershipError.unreadableQuery(document.rawValue)) { try document.text(in: Bundle.module) }
        #expect(try document.text().contains("query \(document.operationName)"))
    }
}
