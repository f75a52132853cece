import Foundation

/// For debug builds only: the library tells what it does through `log` (each failed try, a stored
/// answer, the match answer). With the project's `secretKey` the server also says why it matched or
/// not. The server tells that only to the secret key, so it must never ship in an app: keep it to
/// debug builds on your machine (`#if DEBUG`).
public struct FerryDebug: Sendable {
    public let secretKey: String?
    public let log: @Sendable (String) -> Void

    public init(secretKey: String? = nil, log: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.secretKey = secretKey
        self.log = log
    }

    func say(_ line: String) { log("[ferry] \(line)") }

    /// One line for the match answer, with the server's reasons when it gave them.
    func describe(answer: [String: Any], match: DeferredLink?) {
        let found = match.map { "deferred link \($0.slug) (\($0.matchType.rawValue), confidence \($0.confidence))" } ?? "no deferred link"
        let checks = (answer["checks"] as? [[String: Any]]) ?? [answer["reason"] as? [String: Any]].compactMap { $0 }
        guard !checks.isEmpty else {
            let hint = secretKey != nil ? "debug.secretKey is not this project's secret key" : "pass FerryDebug(secretKey:) to hear why"
            return say("\(found); the server gave no reason: \(hint)")
        }
        let reasons = checks.map { check -> String in
            func field(_ name: String) -> String { check[name] as? String ?? "?" }
            return "\(field("signal")) \(field("code")): \(field("message"))"
        }
        say("\(found): " + reasons.joined(separator: "; then "))
    }
}
