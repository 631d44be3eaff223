import Foundation
import Testing

@testable import DealershipFeature

@Suite("The bundled GraphQL documents")
struct GraphQLDocumentTests {
    /// A failed read (a bundle without the file) fails that request alone, without claiming the
    /// file is gone; the next read succeeds.
    @Test(arguments: GraphQLDocument.allCases)
    func aDocumentThatCouldNotBeReadIsReadAgainNextTime(_ document: GraphQLDocument) throws {
        #expect(throws: DealershipError.unreadableQuery(document.rawValue)) { try document.text(in: Bundle.module) }
        #expect(try document.text().contains("query \(document.operationName)"))
    }
}
