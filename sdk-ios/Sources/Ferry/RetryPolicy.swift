import Foundation

/// When to try a request again, and how long to wait first: the rule of Ferry's HTTP contract,
/// the same numbers as the JavaScript and Kotlin libraries. Only failures another try can fix are
/// retried: no answer at all, a server error, or a rate limit (429).
enum RetryPolicy {
    static let baseDelayMilliseconds = 250
    static let maxDelayMilliseconds = 4_000

    static func isRetryable(status: Int) -> Bool { status == 429 || status >= 500 }

    /// 250 ms doubling to 4 s, with jitter (half to all of it), so many apps launched after an
    /// outage do not retry in step. `random` answers in [0, 1).
    static func backoffMilliseconds(attempt: Int, random: () -> Double = { Double.random(in: 0..<1) }) -> Int {
        let ceiling = min(maxDelayMilliseconds, baseDelayMilliseconds << min(max(attempt, 0), 8))
        return Int(Double(ceiling) * (0.5 + random() / 2))
    }

    /// Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110, 10.2.3). Nil when
    /// absent or unreadable, so the caller falls back to its own backoff.
    static func retryAfterMilliseconds(_ header: String?, now: Date = Date()) -> Int? {
        guard let value = header?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.allSatisfy(\.isASCII), let seconds = Int(value) {
            return seconds >= 0 && seconds < Int.max / 1_000 ? seconds * 1_000 : nil
        }
        guard let date = httpDate.date(from: value) else { return nil }
        return max(0, Int((date.timeIntervalSince(now) * 1_000).rounded(.up)))
    }

    /// IMF-fixdate, the form every server sends (`Wed, 21 Oct 2015 07:28:00 GMT`). Made per call:
    /// Apple's DateFormatter is not Sendable, and a date Retry-After is rare.
    private static var httpDate: DateFormatter {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "GMT")
        format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return format
    }
}
