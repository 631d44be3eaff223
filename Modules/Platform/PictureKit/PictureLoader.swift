package import Foundation
package import ImageDecoding
package import Networking
package import Persistence

/// The picture pipeline: fetches a view state's image URL through the `Networking` port, keeps the
/// file in the record store keyed by its URL (so the backup and offline use apply to pictures too),
/// and decodes it to a ``ImageDecoding/Bitmap`` within ``PictureLimits``. A picture is fetched at
/// most once: the bitmap is kept in memory for the run, and the file in the store for later runs.
package actor PictureLoader {
    /// Where pictures the store does not hold come from.
    package enum Source: Sendable {
        case network(any HTTPClient)
        /// Nowhere: the app runs on bundled data, which has no picture files.
        case offline
    }

    static let collection = RecordCollection("pictures")

    private let source: Source
    private let store: (any RecordStore)?
    private let decoder: any ImageDecoder
    private let limits: PictureLimits
    private var decoded: [URL: Bitmap] = [:]

    package init(
        source: Source, store: (any RecordStore)?, decoder: any ImageDecoder, limits: PictureLimits = .standard
    ) {
        self.source = source
        self.store = store
        self.decoder = decoder
        self.limits = limits
    }

    /// The picture at `url`, from memory, the store or the source, in that order.
    package func picture(at url: URL) async throws(PictureFailure) -> Bitmap {
        if let bitmap = decoded[url] { return bitmap }
        let bytes = try await file(at: url)
        // A fetched file was decoded before it was saved; a saved one is decoded now.
        if let bitmap = decoded[url] { return bitmap }
        let bitmap = try await decode(bytes)
        decoded[url] = bitmap
        return bitmap
    }

    /// The file of the picture at `url` as served, from the store or the source, for a client
    /// that draws it itself (a browser). Checked as `picture(at:)` checks it: within the limits
    /// and decodable, and then saved, so the browser gets only what the terminal would draw.
    package func file(at url: URL) async throws(PictureFailure) -> Data {
        if let saved = await savedBytes(for: url) { return saved }
        let bytes = try await fetch(url)
        decoded[url] = try await decode(bytes)
        // Saved only once it decodes, so the store never keeps an error page as a picture.
        try? await store?.save(StoredPicture(bytes: bytes), key: url.absoluteString, in: Self.collection)
        return bytes
    }

    private func savedBytes(for url: URL) async -> Data? {
        guard let store else { return nil }
        // A damaged or unreadable record is only a missed cache: the picture is fetched again.
        let record = try? await store.load(StoredPicture.self, key: url.absoluteString, in: Self.collection)
        return record?.value.bytes
    }

    private func fetch(_ url: URL) async throws(PictureFailure) -> Data {
        guard case .network(let client) = source else { throw .notAvailableOffline }
        let response: HTTPResponse
        do {
            response = try await client.send(HTTPRequest(url: url))
        } catch {
            throw .unreachable("\(error)")
        }
        guard response.statusCode == 200 else { throw .httpStatus(response.statusCode) }
        guard response.body.count <= limits.maximumBytes else {
            throw .tooLarge(bytes: response.body.count, maximum: limits.maximumBytes)
        }
        return response.body
    }

    /// Decodes off the actor: a short burst of CPU on the shared pool, never a wait.
    private func decode(_ bytes: Data) async throws(PictureFailure) -> Bitmap {
        guard bytes.count <= limits.maximumBytes else {
            throw .tooLarge(bytes: bytes.count, maximum: limits.maximumBytes)
        }
        let decoder = decoder
        let maximumPixels = limits.maximumPixels
        let result = await Task.detached {
            Result { () throws(ImageDecodingError) in try decoder.decode(bytes, maximumPixels: maximumPixels) }
        }.value
        return try result.mapError(PictureFailure.undecodable).get()
    }
}
