public import DealershipFeature
import Foundation

extension Vehicle {
    /// A vehicle of `type` (name, display name) at `cents` US cents a day, pictured at
    /// `https://img.example/<picture>.png` (`picture` defaulting to `id`).
    public static func stub(
        _ id: String, _ name: String, type: (String, String), cents: Int, picture: String? = nil
    ) -> Self {
        Self(
            id: id, name: name, type: VehicleType(id: "t-\(type.0)", name: type.0, displayName: type.1),
            address: "1 Main St", imageURL: URL(string: "https://img.example/\(picture ?? id).png")!,
            pricePerDay: DealershipMoney(minorUnits: cents, currencyCode: "USD"))
    }
}
