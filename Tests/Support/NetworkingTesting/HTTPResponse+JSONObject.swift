import Foundation
public import Networking

extension HTTPResponse {
    /// A 200 JSON answer serialising `object` (dictionaries and arrays of JSON values).
    public static func jsonObject(_ object: Any) -> HTTPResponse {
        .json((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }
}
