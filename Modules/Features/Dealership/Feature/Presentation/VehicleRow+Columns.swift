import Foundation

extension VehicleRow {
    /// The vehicle's line in columns: its name, type, price a day and image URL.
    public var columns: [String] { [name, typeDisplayName, pricePerDay.formatted, image.url.absoluteString] }
}
