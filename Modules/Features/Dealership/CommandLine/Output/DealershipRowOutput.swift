import DealershipFeature
import Foundation

struct DealershipRowOutput: Encodable {
    var id: String
    var name: String
    var address: String
    var logoURL: String

    init(_ row: DealershipRow) {
        id = row.id
        name = row.name
        address = row.address
        logoURL = row.logo.url.absoluteString
    }
}
