import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct JSONRequest: Sendable {
    let method: String
    let url: String
    var body: Data? = nil
    var headers: [String: String] = [:]
    /// Error statuses the caller handles itself (resolve's 404): answered, not thrown.
    var expected: Set<Int> = []
}

struct JSONAnswer: Sendable {
    let status: Int
    let body: Data
}

/// One JSON request to Ferry, tried again on failures another try can fix until one overall
/// deadline: the waits between tries count against it too, so a first launch never waits on Ferry
/// longer than `timeout`, whatever happens on the network.
struct Transport: Sendable {
    let session: URLSession
    let timeout: TimeInterval
    let log: (@Sendable (String) -> Void)?

    private enum Attempt {
        case answer(JSONAnswer)
        case retry(FerryError, waitMilliseconds: Int?, summary: String)
        case fail(FerryError)
    }

    /// `startedAt`: when the caller's deadline began (the install check reads the pasteboard and
    /// the device's facts first, inside the same `timeout`); now by default.
    func send(_ request: JSONRequest, startedAt: TimeInterval = ProcessInfo.processInfo.systemUptime) async throws -> JSONAnswer {
        let started = startedAt
        func elapsed() -> TimeInterval { ProcessInfo.processInfo.systemUptime - started }
        var earlier: String?
        var retries = 0
        while true {
            switch try await attemptOnce(request, timeLeft: timeout - elapsed(), earlier: earlier) {
            case .answer(let answer):
                return answer
            case .fail(let error):
                throw error
            case let .retry(error, waitMilliseconds, summary):
                // A Retry-After of 0 or in the past still waits the first backoff step: never a tight loop.
                let wait = waitMilliseconds.map { max($0, RetryPolicy.baseDelayMilliseconds) } ?? RetryPolicy.backoffMilliseconds(attempt: retries)
                retries += 1
                // A wait that ends past the deadline (a long Retry-After included) is not worth starting,
                // nor one that leaves the next try less than a quarter of the deadline: cut short by the
                // deadline, that try would end as a timeout and hide the failure it retried.
                if elapsed() + Double(wait) / 1_000 + timeout / 4 >= timeout { throw error }
                log?("\(error.description); trying again in \(wait) ms")
                earlier = summary
                try await Task.sleep(nanoseconds: UInt64(wait) * 1_000_000)
            }
        }
    }

    private func attemptOnce(_ request: JSONRequest, timeLeft: TimeInterval, earlier: String?) async throws -> Attempt {
        let host = hostOf(request.url)
        let raw: RawAnswer
        do {
            guard let answer = try await within(seconds: timeLeft, { [session] in try await session.exchange(urlRequest(request, timeLeft)) }) else {
                return .fail(.timeout(afterMilliseconds: Int(timeout * 1_000), earlier: earlier, host: host, url: request.url))
            }
            raw = answer
        } catch {
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            let reason = Transport.describe(error)
            return .retry(.network(reason: reason, host: host, url: request.url), waitMilliseconds: nil, summary: reason)
        }
        let object = try? JSONSerialization.jsonObject(with: raw.body) as? [String: Any]
        if (200...299).contains(raw.status) || request.expected.contains(raw.status) {
            guard object != nil else {
                return .fail(.badResponse(status: raw.status, detail: "a body that is not a JSON object", host: host, url: request.url))
            }
            return .answer(JSONAnswer(status: raw.status, body: raw.body))
        }
        let code = object?["code"] as? String ?? "HTTP_\(raw.status)"
        let message = object?["error"] as? String
            ?? (object == nil ? "a body that is not JSON (a proxy's error page?)" : "a body without an error")
        let error = FerryError.http(status: raw.status, code: code, message: message, field: object?["field"] as? String, host: host, url: request.url)
        guard RetryPolicy.isRetryable(status: raw.status) else { return .fail(error) }
        return .retry(error, waitMilliseconds: RetryPolicy.retryAfterMilliseconds(raw.retryAfter), summary: "HTTP \(raw.status) \(code)")
    }

    private func urlRequest(_ request: JSONRequest, _ timeLeft: TimeInterval) -> URLRequest {
        // URLSession's own timer a second later than the deadline: `within` owns it, so running out
        // of time is always `.timeout`, never a URLError.timedOut seen as a network failure.
        var built = URLRequest(url: URL(string: request.url)!, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: max(timeLeft, 0.001) + 1)
        built.httpMethod = request.method
        built.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body = request.body {
            built.httpBody = body
            built.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in request.headers { built.setValue(value, forHTTPHeaderField: name) }
        return built
    }

    /// URLSession's words for a failure, with its code: "connection refused (URLError -1004)".
    static func describe(_ error: Error) -> String {
        guard let failure = error as? URLError else { return String(describing: error) }
        let words: String
        switch failure.code {
        case .cannotConnectToHost: words = "connection refused"
        case .cannotFindHost, .dnsLookupFailed: words = "host name not found"
        case .notConnectedToInternet: words = "offline"
        case .networkConnectionLost: words = "connection lost"
        case .timedOut: words = "timed out"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot: words = "TLS failed"
        default: words = failure.localizedDescription
        }
        return "\(words) (URLError \(failure.code.rawValue))"
    }
}
