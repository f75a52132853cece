@testable import Ferry
import XCTest

// How a call ends when the app cancels it, when two calls meet, and what the configuration refuses.
final class CallLifecycleTests: XCTestCase {
    private let match = """
    {"matched":true,"deepLink":"acme://invite","params":{"referrerId":"ada"},"slug":"invite","subdomain":"demo","title":"Invite",
     "projectId":"demo","clickedAt":"2026-11-28T08:00:00.000Z","matchType":"clipboard","confidence":1}
    """

    func testWhenTheAppCancelsTheFirstLaunchsCheckThenTheRequestStopsAndNothingIsStored() async throws {
        let server = try ScriptedServer([.silence, .answer(status: 200, body: "{\"matched\":false}")])
        defer { server.close() }
        let storage = MemoryStorage()
        let app = try Ferry(host: server.url, storage: storage, subdomain: "demo", deviceInfo: DeviceInfo(os: "iOS"), timeout: 30)
        let started = Date()
        let check = Task { try await app.deferredLink() }
        try await Task.sleep(nanoseconds: 300_000_000)
        check.cancel()
        await XCTAssertThrowsAsync(try await check.value) { error in XCTAssertTrue(error is CancellationError, "\(error)") }
        // Waited out, the call would end at the 30 s deadline with a timeout, not a CancellationError.
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "cancelled, not waited out")
        let stored = try await storage.string(forKey: "ferry:deferred-link:\(server.url)#demo")
        XCTAssertNil(stored)
        let next = try await app.deferredLink() // the next call asks again
        XCTAssertNil(next)
        XCTAssertEqual(server.requests.count, 2)
    }

    func testWhenALaunchCheckStartsWhileAPasteIsAskedThenItWaitsForThePastesAnswer() async throws {
        let server = try ScriptedServer([.answer(status: 200, body: match), .answer(status: 200, body: "{\"matched\":false}")])
        defer { server.close() }
        let app = try Ferry(host: server.url, storage: MemoryStorage(), subdomain: "demo", deviceInfo: DeviceInfo(os: "iOS"))
        async let pasted = app.deferredLink(pasted: "Qm9uam91ciBsZSBtb25kZQ")
        async let launched = app.deferredLink()
        let (fromPaste, fromLaunch) = try await (pasted, launched)
        XCTAssertEqual(fromPaste?.slug, "invite")
        XCTAssertEqual(fromLaunch?.slug, "invite", "the check waited for the paste and kept its link")
        XCTAssertEqual(server.requests.count, 1)
    }

    func testWhenRetryAfterIsZeroThenTheRetryStillWaitsTheFirstBackoffStep() async throws {
        let server = try ScriptedServer([.answer(status: 503, headers: ["Retry-After": "0"], body: "{\"error\":\"busy\",\"code\":\"UNAVAILABLE\"}"),
                                         .answer(status: 200, body: "{\"matched\":false}")])
        defer { server.close() }
        let started = Date()
        let answer = try await Ferry(host: server.url, storage: MemoryStorage(), subdomain: "demo", deviceInfo: DeviceInfo(os: "iOS")).deferredLink()
        XCTAssertNil(answer)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.24)
    }

    func testWhenTheConfigurationCannotWorkThenInitSaysWhyInsteadOfCrashingLater() {
        let refusals: [(String, () throws -> Ferry)] = [
            ("host must be the project's link host URL", { try Ferry(host: "https://a^b.example") }),
            ("host must be the project's link host URL", { try Ferry(host: "https://a{b}.example") }),
            ("A secret key (sk_...) must never ship in an app", { try Ferry(host: "https://acme.example.com", publishableKey: "sk_live_x") }),
            ("FerryDebug.secretKey must be the project's secret key", { try Ferry(host: "https://acme.example.com", debug: FerryDebug(secretKey: "pk_live_x")) }),
            ("timeout must be more than 0 and at most 86,400 seconds", { try Ferry(host: "https://acme.example.com", timeout: 0) }),
            ("timeout must be more than 0 and at most 86,400 seconds", { try Ferry(host: "https://acme.example.com", timeout: 86_401) }),
            ("timeout must be more than 0 and at most 86,400 seconds", { try Ferry(host: "https://acme.example.com", timeout: .infinity) }),
        ]
        for (words, make) in refusals {
            XCTAssertThrowsError(try make(), words) { error in
                guard case FerryError.configuration(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.hasPrefix(words), message)
                XCTAssertNil((error as? FerryError)?.host)
            }
        }
        XCTAssertNoThrow(try Ferry(host: "https://acme.example.com", timeout: 86_400))
    }
}
