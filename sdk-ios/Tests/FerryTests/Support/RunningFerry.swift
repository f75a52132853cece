@testable import Ferry
import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real Ferry of this repository, started by sdk-ios/scripts/test.mjs (`npm run test:swift`)
/// on a free port of 127.0.0.1 with a fresh SQLite store, which created the project `demo`. The
/// tests know Ferry through HTTP alone, as the library does.
struct RunningFerry {
    let port: Int
    let secretKey: String
    let publishableKey: String
    let metricsToken: String

    /// The demo project's link host, as an app on this machine is configured with it.
    var linkHost: String { "http://demo.localhost:\(port)" }
    var apiBase: String { "http://127.0.0.1:\(port)" }

    /// Fails the test, saying how to run it, when the tests were not started by the script.
    static func fromEnvironment(file: StaticString = #filePath, line: UInt = #line) throws -> RunningFerry {
        let env = ProcessInfo.processInfo.environment
        guard let port = env["FERRY_TEST_PORT"].flatMap(Int.init), let secret = env["FERRY_TEST_SECRET_KEY"],
              let publishable = env["FERRY_TEST_PUBLISHABLE_KEY"], let metrics = env["FERRY_TEST_METRICS_TOKEN"] else {
            XCTFail("No running Ferry: run these tests with `npm run test:swift` at the repository root", file: file, line: line)
            throw XCTSkip("unreachable")
        }
        return RunningFerry(port: port, secretKey: secret, publishableKey: publishable, metricsToken: metrics)
    }

    /// POST /api/links with the secret key: the new link's slug.
    func createLink(_ body: [String: Any]) async throws -> String {
        let link = try await api("POST", "/api/links", body: body)
        return try XCTUnwrap(link["slug"] as? String)
    }

    /// A call of the management API with the secret key; throws on anything but 200.
    func api(_ method: String, _ path: String, body: [String: Any]? = nil) async throws -> [String: Any] {
        var request = URLRequest(url: URL(string: apiBase + path)!)
        request.httpMethod = method
        request.setValue("Bearer \(secretKey)", forHTTPHeaderField: "Authorization")
        if let body = body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let answer = try await URLSession.shared.exchange(request)
        guard answer.status == 200 else {
            throw TestFailure("\(method) \(path): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
        }
        return try XCTUnwrap(JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    }

    /// The short link opened by a phone's browser on the link host: a counted click that leaves a
    /// pending match, answered with the deepview page that carries the click's clipboard token.
    func visit(_ slug: String, by phone: Phone) async throws -> Visit {
        var request = URLRequest(url: URL(string: "\(apiBase)/\(slug)")!)
        request.setValue("demo.localhost:\(port)", forHTTPHeaderField: "Host")
        request.setValue(phone.safari, forHTTPHeaderField: "User-Agent")
        if let address = phone.address { request.setValue(address, forHTTPHeaderField: Phone.addressHeader) }
        let answer = try await URLSession.shared.exchange(request)
        return Visit(status: answer.status, html: String(decoding: answer.body, as: UTF8.self))
    }

    /// How many POST /api/match Ferry has answered so far (its Prometheus counter, every type).
    func matchAnswers() async throws -> Int {
        var request = URLRequest(url: URL(string: "\(apiBase)/metrics")!)
        request.setValue("Bearer \(metricsToken)", forHTTPHeaderField: "Authorization")
        let answer = try await URLSession.shared.exchange(request)
        let samples = String(decoding: answer.body, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("ferry_match_answers_total") }
        let counts: [Double] = samples.compactMap { sample in sample.split(separator: " ").last.flatMap { Double(String($0)) } }
        return Int(counts.reduce(0, +))
    }

    struct Visit {
        let status: Int
        let html: String

        /// What the deepview's button copies: the click's clipboard token.
        var clipboardToken: String? {
            guard let start = html.range(of: "<meta name=\"ferry:clipboard\" content=\"") else { return nil }
            return String(html[start.upperBound...].prefix { $0 != "\"" })
        }
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
