@testable import Ferry
import XCTest

// The retry rule against a scripted server: what is tried again within the deadline, what is
// thrown at once, and what each error says.
final class RetriesTests: XCTestCase {
    private let noMatch = "{\"matched\":false}"

    private func app(_ server: ScriptedServer, timeout: TimeInterval = 10, storage: FerryStorage = MemoryStorage(),
                     debug: FerryDebug? = nil) throws -> Ferry {
        try Ferry(host: server.url, storage: storage, subdomain: "demo", deviceInfo: DeviceInfo(os: "iOS"), timeout: timeout, debug: debug)
    }

    func testWhenFerryAnswers503ThenTheCallIsTriedAgainAndThe200Counts() async throws {
        let server = try ScriptedServer([.answer(status: 503, body: "{\"error\":\"Try again\",\"code\":\"UNAVAILABLE\"}"), .answer(status: 200, body: noMatch)])
        defer { server.close() }
        let lines = LogLines()
        let match = try await app(server, debug: FerryDebug(log: { lines.append($0) })).deferredLink()
        XCTAssertNil(match)
        XCTAssertEqual(server.requests, ["POST /api/match HTTP/1.1", "POST /api/match HTTP/1.1"])
        XCTAssertTrue(lines.all.contains { $0.contains("answered HTTP 503 UNAVAILABLE: Try again") && $0.contains("trying again in") }, "\(lines.all)")
    }

    func testWhenFerryAnswers429WithRetryAfterThenTheCallWaitsThatLong() async throws {
        let server = try ScriptedServer([.answer(status: 429, headers: ["Retry-After": "1"], body: "{\"error\":\"Slow down\",\"code\":\"RATE_LIMITED\"}"),
                                         .answer(status: 200, body: noMatch)])
        defer { server.close() }
        let started = Date()
        let match = try await app(server).deferredLink()
        XCTAssertNil(match)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.95)
        XCTAssertEqual(server.requests.count, 2)
    }

    func testWhenRetryAfterEndsPastTheDeadlineThenThe429IsThrownWithoutWaiting() async throws {
        let server = try ScriptedServer([.answer(status: 429, headers: ["Retry-After": "30"], body: "{\"error\":\"Slow down\",\"code\":\"RATE_LIMITED\"}")])
        defer { server.close() }
        let started = Date()
        await XCTAssertThrowsAsync(try await app(server, timeout: 20).deferredLink()) { error in
            guard case let .http(status, code, message, _, _, _)? = error as? FerryError else { return XCTFail("\(error)") }
            XCTAssertEqual([String(status), code, message], ["429", "RATE_LIMITED", "Slow down"])
        }
        // Waiting would take the 20 s deadline or the 30 s asked; a busy machine costs far less.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(server.requests.count, 1)
    }

    func testWhenFerryAnswers400ThenItIsThrownAtOnceAndTheNextCallAsksAgain() async throws {
        let refusal = "{\"error\":\"Unknown field: extra\",\"code\":\"INVALID_ARGUMENT\",\"field\":\"extra\"}"
        let server = try ScriptedServer([.answer(status: 400, body: refusal), .answer(status: 200, body: noMatch)])
        defer { server.close() }
        let launch = try app(server)
        await XCTAssertThrowsAsync(try await launch.deferredLink()) { error in
            XCTAssertEqual(error as? FerryError, .http(status: 400, code: "INVALID_ARGUMENT", message: "Unknown field: extra", field: "extra",
                                                      host: "127.0.0.1:\(server.port)", url: "\(server.url)/api/match"))
            XCTAssertEqual("\(error)", "Ferry at 127.0.0.1:\(server.port) answered HTTP 400 INVALID_ARGUMENT: Unknown field: extra (field extra) [\(server.url)/api/match]")
        }
        XCTAssertEqual(server.requests.count, 1, "a 400 is not retried")
        let nextCall = try await launch.deferredLink()
        XCTAssertNil(nextCall, "a failure is not remembered: the next call asks")
        XCTAssertEqual(server.requests.count, 2)
    }

    func testWhenFerryNeverAnswersThenTheDeadlineEndsTheCallSayingSo() async throws {
        let server = try ScriptedServer([.silence])
        defer { server.close() }
        let started = Date()
        await XCTAssertThrowsAsync(try await app(server, timeout: 1.5).deferredLink()) { error in
            XCTAssertEqual(error as? FerryError, .timeout(afterMilliseconds: 1_500, earlier: nil, host: "127.0.0.1:\(server.port)", url: "\(server.url)/api/match"))
        }
        let took = Date().timeIntervalSince(started)
        // The deadline ends it (URLSession alone would wait 60 s); the slack is a busy machine's.
        XCTAssertTrue((1.4..<10).contains(took), "took \(took) s")
    }

    func testWhenTheDeadlineEndsAfterAFailedTryThenTheErrorSaysWhatThatTryGot() async throws {
        let server = try ScriptedServer([.answer(status: 502, body: "<html>Bad gateway</html>"), .silence])
        defer { server.close() }
        await XCTAssertThrowsAsync(try await app(server, timeout: 1.5).deferredLink()) { error in
            guard case let .timeout(_, earlier, _, _)? = error as? FerryError else { return XCTFail("\(error)") }
            XCTAssertEqual(earlier, "HTTP 502 HTTP_502")
            XCTAssertTrue("\(error)".contains("gave no answer within 1500 ms (the try before: HTTP 502 HTTP_502)"), "\(error)")
        }
    }

    func testWhenAFailedTryLeavesLessThanAQuarterOfTheDeadlineThenItsErrorIsThrownNotATryCutShort() async throws {
        // 3.2 s per answer and a 4 s deadline: a wait of 125-250 ms would leave the next try under
        // a second, less than a quarter; that try would end as a timeout hiding the 503.
        let busy = ScriptedServer.Reply.answer(status: 503, body: "{\"error\":\"busy\",\"code\":\"UNAVAILABLE\"}")
        let server = try ScriptedServer([.after(seconds: 3.2, busy), .after(seconds: 3.2, busy)])
        defer { server.close() }
        await XCTAssertThrowsAsync(try await app(server, timeout: 4).deferredLink()) { error in
            guard case let .http(status, code, _, _, _, _)? = error as? FerryError else { return XCTFail("\(error)") }
            XCTAssertEqual([String(status), code], ["503", "UNAVAILABLE"])
        }
        XCTAssertEqual(server.requests.count, 1)
    }

    func testWhenNothingListensThenTheNetworkErrorNamesTheHostAndTheCause() async throws {
        let port = ScriptedServer.closedPort()
        // A deadline far longer than a refused try takes, even on a busy machine: the error must be
        // the refusal's, not a timeout of a try still under way.
        let launch = try Ferry(host: "http://127.0.0.1:\(port)", storage: MemoryStorage(), subdomain: "demo", timeout: 5)
        await XCTAssertThrowsAsync(try await launch.deferredLink()) { error in
            guard case let .network(reason, host, url)? = error as? FerryError else { return XCTFail("\(error)") }
            XCTAssertEqual(host, "127.0.0.1:\(port)")
            XCTAssertEqual(url, "http://127.0.0.1:\(port)/api/match")
            XCTAssertEqual(reason, "connection refused (URLError -1004)")
            XCTAssertEqual("\(error)", "Ferry at 127.0.0.1:\(port) could not be reached: connection refused (URLError -1004) [http://127.0.0.1:\(port)/api/match]")
        }
    }

    func testWhenA2xxBodyIsNotFerrysThenItIsABadResponseAndNothingIsStored() async throws {
        let server = try ScriptedServer([.answer(status: 200, body: "<html>Welcome to nginx</html>"), .answer(status: 200, body: "{\"matched\":\"yes\"}"),
                                         .answer(status: 200, body: "{\"matched\":true}")])
        defer { server.close() }
        let storage = MemoryStorage()
        let launch = try app(server, storage: storage)
        for detail in ["a body that is not a JSON object", "a match answer that is neither a match nor {\"matched\": false}",
                       "a match answer that is neither a match nor {\"matched\": false}"] {
            await XCTAssertThrowsAsync(try await launch.deferredLink()) { error in
                guard case let .badResponse(status, said, _, _)? = error as? FerryError else { return XCTFail("\(error)") }
                XCTAssertEqual(status, 200)
                XCTAssertEqual(said, detail)
            }
        }
        let stored = try await storage.string(forKey: "ferry:deferred-link:\(server.url)#demo")
        XCTAssertNil(stored)
    }

    func testWhenTheClipboardReaderHangsThenTheMatchIsAskedWithoutIt() async throws {
        let server = try ScriptedServer([.answer(status: 200, body: noMatch)])
        defer { server.close() }
        let launch = try Ferry(host: server.url, storage: MemoryStorage(), subdomain: "demo", deviceInfo: DeviceInfo(os: "iOS"),
                               clipboard: { try? await Task.sleep(nanoseconds: 60_000_000_000); return "never" }, timeout: 1)
        let match = try await launch.deferredLink()
        XCTAssertNil(match)
        XCTAssertEqual(server.requests.count, 1)
    }
}

func XCTAssertThrowsAsync<T>(_ expression: @autoclosure () async throws -> T, file: StaticString = #filePath, line: UInt = #line,
                             _ check: (Error) -> Void = { _ in }) async {
    do {
        _ = try await expression()
        XCTFail("no error was thrown", file: file, line: line)
    } catch {
        check(error)
    }
}
