import Foundation
import Testing

@testable import DealershipFeature

@Suite("The bundled GraphQL documents")
struct GraphQLDocumentTests {
    /// A read that fails (here: a bundle without the file) fails that request alone, in words
    /// that do not claim the file is gone; the next read of the same document succeeds.
    @Test(arguments: GraphQLDocument.allCases)
    func aDocumentThatCouldNotBeReadIsReadAgainNextTime(_ document: GraphQLDocument) throws {
        #expect(throws: DealershipError.unreadableQuery(document.rawValue)) { try document.text(in: Bundle.module) }
        #expect(try document.text().contains("query \(document.operationName)"))
    }
}
