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
        default: return .noConnection(url: url, reason: reason(for: urlError))
        }
    }

    private static func reason(for error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "the connection was refused"
        case .networkConnectionLost: "the connection closed before the response was complete"
        case .cannotFindHost, .dnsLookupFailed: "the host name could not be resolved"
        case .notConnectedToInternet: "the device is offline"
        case .badServerResponse: "the server sent a response that is not valid HTTP"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            "a secure connection could not be established"
        case .unsupportedURL, .badURL: "the URL is not one URLSession can fetch"
        default: "\(error.localizedDescription) (URLError \(error.code.rawValue))"
        }
    }
}
