/// `Item.API/1.0/<store>/item/<Code8>.json`, as far as the shop reads it.
///
/// Never recorded: the field names are those public YOOX clients decode (Docs/Data/yoox.md). Every
/// field is optional so a sparser document still shows what it has.
struct ItemDocumentDTO: Decodable {
    struct Item: Decodable {
        struct Color: Decodable {
            let colorDescription: String?

            enum CodingKeys: String, CodingKey {
                case colorDescription = "ColorDescription"
            }
        }

        struct Size: Decodable {
            struct Label: Decodable {
                let text: String?

                enum CodingKeys: String, CodingKey {
                    case text = "Text"
                }
            }

            let label: Label?

            enum CodingKeys: String, CodingKey {
                case label = "Default"
            }
        }

        struct Descriptions: Decodable {
            let productInfo: [String]?

            enum CodingKeys: String, CodingKey {
                case productInfo = "ProductInfo"
            }
        }

        struct KeyedDescription: Decodable {
            let key: String
            let value: String?

            enum CodingKeys: String, CodingKey {
                case key = "Key"
                case value = "Value"
            }
        }

        let code10: String?
        let madeIn: String?
        let modelColors: [Color]?
        let modelSizes: [Size]?
        let itemDescriptions: Descriptions?
        let descriptions: [KeyedDescription]?

        enum CodingKeys: String, CodingKey {
            case code10 = "Cod10"
            case madeIn = "MadeIn"
            case modelColors = "ModelColors"
            case modelSizes = "ModelSizes"
            case itemDescriptions = "ItemDescriptions"
            case descriptions = "Descriptions"
        }
    }

    let item: Item

    enum CodingKeys: String, CodingKey {
        case item = "Item"
    }

    func extras() -> ProductExtras {
        func described(_ key: String) -> String? {
            item.descriptions?.first { $0.key == key }?.value.flatMap { $0.isEmpty ? nil : $0 }
        }
        return ProductExtras(
            colors: (item.modelColors ?? []).compactMap(\.colorDescription),
            sizes: (item.modelSizes ?? []).compactMap { $0.label?.text },
            description: item.itemDescriptions?.productInfo ?? [],
            madeIn: item.madeIn.flatMap { $0.isEmpty ? nil : $0 },
            fabric: described("Composition"),
            details: described("Details")
        )
    }
}
