import Foundation

/// Everything the library throws. Each message names the host that failed and why, so a log line
/// alone tells an HTTP error from an unreachable server from a slow one. "No match" is never one
/// of these: `deferredLink()` answers `nil` for it.
public enum FerryError: Error, Equatable, Sendable {
    /// Ferry answered an error status (after the retries a 5xx or 429 gets). `code` is the API's
    /// (`INVALID_ARGUMENT`, `NOT_FOUND`, `RATE_LIMITED`, ...) or `HTTP_<status>` when the body
    /// had none (a proxy's error page); `message` is the API's sentence; `field` the refused field.
    case http(status: Int, code: String, message: String, field: String?, host: String, url: String)
    /// No answer at all: connection refused or lost, DNS, TLS. `reason` is URLSession's, in words.
    case network(reason: String, host: String, url: String)
    /// The call's deadline passed (retries included) before an answer came; `earlier` says what
    /// the try before it got, when there was one ("HTTP 503 UNAVAILABLE", "connection refused").
    case timeout(afterMilliseconds: Int, earlier: String?, host: String, url: String)
    /// Ferry answered 2xx with a body this library cannot read: a proxy or a wrong host.
    case badResponse(status: Int, detail: String, host: String, url: String)
    /// The app configured the library wrongly: a secret key, a host that is no URL.
    case configuration(String)

    /// `host[:port]` of the URL that was asked; nil for `configuration`, which asks nothing.
    public var host: String? {
        switch self {
        case .http(_, _, _, _, let host, _), .network(_, let host, _), .timeout(_, _, let host, _),
             .badResponse(_, _, let host, _):
            return host
        case .configuration:
            return nil
        }
    }
}

extension FerryError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case let .http(status, code, message, field, host, url):
            return "Ferry at \(host) answered HTTP \(status) \(code): \(message)\(field.map { " (field \($0))" } ?? "") [\(url)]"
        case let .network(reason, host, url):
            return "Ferry at \(host) could not be reached: \(reason) [\(url)]"
        case let .timeout(after, earlier, host, url):
            return "Ferry at \(host) gave no answer within \(after) ms\(earlier.map { " (the try before: \($0))" } ?? "") [\(url)]"
        case let .badResponse(status, detail, host, url):
            return "Ferry at \(host) answered HTTP \(status) with \(detail) [\(url)]"
        case let .configuration(message):
            return message
        }
    }

    public var errorDescription: String? { description }
}

/// `host[:port]` of a URL this library built: what its errors name.
func hostOf(_ url: String) -> String {
    let afterScheme = url.range(of: "://").map { String(url[$0.upperBound...]) } ?? url
    return String(afterScheme.prefix { $0 != "/" && $0 != "?" })
}
