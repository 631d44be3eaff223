/// Each user-facing text's `Localizable.strings` key; code never spells one, so a test over `allCases` covers all used.
public enum GuidomiaStringKey: String, Sendable, CaseIterable {
    case title = "guidomia.title"
    case filtersTitle = "guidomia.filters.title"
    case makeLabel = "guidomia.filters.make"
    case modelLabel = "guidomia.filters.model"
    case anyMake = "guidomia.filters.anyMake"
    case anyModel = "guidomia.filters.anyModel"
    case makePickerTitle = "guidomia.filters.makePicker"
    case modelPickerTitle = "guidomia.filters.modelPicker"
    /// Takes the short price, such as `120k`.
    case price = "guidomia.offer.price"
    /// Takes the short market price.
    case marketPrice = "guidomia.offer.marketPrice"
    case pros = "guidomia.offer.pros"
    case cons = "guidomia.offer.cons"
    case loading = "guidomia.state.loading"
    case noOffers = "guidomia.state.noOffers"
    case errorNotFound = "guidomia.error.notFound"
    /// Takes the networking detail.
    case errorUnreachable = "guidomia.error.unreachable"
    /// Takes the networking detail.
    case errorFailed = "guidomia.error.failed"
}
