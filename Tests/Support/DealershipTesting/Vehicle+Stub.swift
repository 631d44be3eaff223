public import DealershipFeature
import Foundation

extension Vehicle {
    /// A vehicle of `type` (its name, and how it is shown) at `cents` US cents a day, pictured at
    /// `https://img.example/<picture>.png`, the picture named after the vehicle unless given.
    public static func stub(
        _ id: String, _ name: String, type: (String, String), cents: Int, picture: String? = nil
    ) -> Self {
        Self(
            id: id, name: name, type: VehicleType(id: "t-\(type.0)", name: type.0, displayName: type.1),
            address: "1 Main St", imageURL: URL(string: "https://img.example/\(picture ?? id).png")!,
            pricePerDay: DealershipMoney(minorUnits: cents, currencyCode: "USD"))
    }
}
