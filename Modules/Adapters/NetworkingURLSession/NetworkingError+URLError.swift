import Foundation
import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkingError {
    /// The port's error for whatever URLSession (or the task running it) threw for `url`.
    static func from(_ error: any Error, url: URL) -> NetworkingError {
        if let error = error as? NetworkingError { return error }
        if error is CancellationError || Task.isCancelled { return .cancelled }
        guard let urlError = error as? URLError else {
            return .noConnection(url: url, reason: String(describing: error))
        }
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut(url: url)
        case .cannotParseResponse:
            return .invalidResponse(url: url, reason: "the status line or headers are not valid HTTP")
        case .unsupportedURL where ["http", "https"].contains(url.scheme?.lowercased()):
            // libcurl's "unsupported protocol" for an answer without an HTTP/1.x status line: the URL was fine.
            return .invalidResponse(url: url, reason: "the answer does not start with an HTTP status line")
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return .invalidResponse(
                url: url, reason: "the body cannot be decompressed (its Content-Encoding is broken)")
        case .unknown where urlError.localizedDescription.lowercased().contains("content unencoding"):
            // CURLE_BAD_CONTENT_ENCODING has no code, only libcurl's message: the body does not inflate.
            return .invalidResponse(
                url: url, reason: "the body cannot be decompressed (its Content-Encoding is broken)")
        case .unknown where urlError.localizedDescription.lowercased().contains("transfer closed with"):
            // libcurl's CURLE_PARTIAL_FILE, also without a code: fewer bytes than Content-Length said.
            return .noConnection(url: url, reason: "the connection closed before the response was complete")
        case .httpTooManyRedirects:
            return .invalidResponse(url: url, reason: "it redirected too many times (a redirect loop?)")
        default: return .noConnection(url: url, reason: reason(for: urlError))
        }
    }

    private static func reason(for error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "the connection was refused"
        case .networkConnectionLost: "the connection closed before the response was complete"
        // libcurl's "empty reply from server": the connection closed before a response began.
        case .badServerResponse: "the connection closed before any response"
        case .cannotFindHost, .dnsLookupFailed: "the host name could not be resolved"
        case .notConnectedToInternet: "the device is offline"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            "a secure connection could not be established"
        case .unsupportedURL, .badURL: "the URL is not one URLSession can fetch"
        default: "\(error.localizedDescription) (URLError \(error.code.rawValue))"
        }
    }
}
