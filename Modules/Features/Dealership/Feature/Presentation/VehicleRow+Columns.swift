import Foundation

extension VehicleRow {
    public var columns: [String] { [name, typeDisplayName, pricePerDay.formatted, image.url.absoluteString] }
}
