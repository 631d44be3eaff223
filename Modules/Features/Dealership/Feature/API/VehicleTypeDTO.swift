/// A vehicle's type: `name` is its programmatic name (`jetSki`), `displayName` its label.
struct VehicleTypeDTO: Decodable {
    var id: String
    var name: String
    var displayName: String
}
