package import Persistence

/// What ``FeatureGraph/existingRecordStore()`` found where the store is configured.
package enum ExistingStore {
    case found(any RecordStore)
    /// Nothing is there, and nothing was created; `location` is the path configured.
    case missing(location: String)
}
