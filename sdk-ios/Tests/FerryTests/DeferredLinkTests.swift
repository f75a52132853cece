@testable import Ferry
import XCTest

// deferredLink() against the real Ferry: an iPhone's click on the link host in Mobile Safari,
// then the app's first launch on that phone. Once per install, remembered in the app's storage.
final class DeferredLinkTests: XCTestCase {
    private var ferry: RunningFerry!

    override func setUpWithError() throws {
        ferry = try RunningFerry.fromEnvironment()
    }

    private func newLink(_ title: String) async throws -> String {
        try await ferry.createLink(["title": title, "deepLink": "acme://promo/#{slug}", "params": ["coupon": "C-\(title)", "count": 3]])
    }

    private func app(_ phone: Phone, storage: FerryStorage = MemoryStorage(), clipboard: (@Sendable () async -> String?)? = nil,
                     debug: FerryDebug? = nil) throws -> Ferry {
        try Ferry(host: ferry.linkHost, storage: storage, deviceInfo: phone.app, clipboard: clipboard, session: phone.session, debug: debug)
    }

    func testWhenTheAppLaunchesOnThePhoneThatClickedThenItsLinkComesBackByFingerprint() async throws {
        let slug = try await newLink("fingerprint")
        let visit = try await ferry.visit(slug, by: .iPhone14Pro)
        XCTAssertEqual(visit.status, 200) // the deepview, which left a pending match

        let link = try await XCTUnwrapAsync(try await app(.iPhone14Pro).deferredLink())

        XCTAssertEqual(link.matchType, .fingerprint)
        XCTAssertEqual(link.slug, slug)
        XCTAssertEqual(link.deepLink, "acme://promo/\(slug)")
        XCTAssertEqual(link.params, ["coupon": "C-fingerprint", "count": 3])
        XCTAssertEqual(link.subdomain, "demo")
        XCTAssertEqual(link.title, "fingerprint")
        XCTAssertEqual(link.projectId, "demo")
        XCTAssertTrue((0.72..<1).contains(link.confidence), "confidence \(link.confidence)")
    }

    func testWhenThePasteboardHoldsTheClicksTokenThenTheLinkComesBackExactly() async throws {
        let slug = try await newLink("clipboard")
        let visit = try await ferry.visit(slug, by: .iPhone15)
        let token = try XCTUnwrap(visit.clipboardToken)
        XCTAssertEqual(token.count, 22)

        // Another phone's facts: only the token can tie this launch to the click.
        let link = try await XCTUnwrapAsync(try await app(.iPhoneX, clipboard: { "Join me! \(token)" }).deferredLink())

        XCTAssertEqual(link.matchType, .clipboard)
        XCTAssertEqual(link.slug, slug)
        XCTAssertEqual(link.confidence, 1)
    }

    func testWhenAskedAgainAtOnceOrLaterThenTheRememberedAnswerComesBackWithoutARequest() async throws {
        let slug = try await newLink("remembered")
        _ = try await ferry.visit(slug, by: .iPhone13)
        let storage = MemoryStorage()
        let before = try await ferry.matchAnswers()

        let first = try app(.iPhone13, storage: storage)
        async let answer = first.deferredLink()
        async let meanwhile = first.deferredLink()
        let (one, two) = try await (answer, meanwhile)
        XCTAssertEqual(one?.slug, slug)
        XCTAssertEqual(one, two) // the call made while the first was under way waited for it
        let laterCall = try await first.deferredLink()
        XCTAssertEqual(laterCall, one)
        // The next launch: a new instance on the same storage.
        let nextLaunch = try await app(.iPhone13, storage: storage).deferredLink()
        XCTAssertEqual(nextLaunch, one)

        let asked = try await ferry.matchAnswers() - before
        XCTAssertEqual(asked, 1, "one POST /api/match for the install")
        let stored = try await storage.string(forKey: "ferry:deferred-link:\(ferry.linkHost)")
        XCTAssertEqual(RememberedAnswer.read(stored)?.match, one)
    }

    func testWhenNoLinkBroughtTheInstallThenTheAnswerIsNilAndRememberedToo() async throws {
        let storage = MemoryStorage()
        let before = try await ferry.matchAnswers()
        let firstLaunch = try await app(.iPhoneX, storage: storage).deferredLink()
        XCTAssertNil(firstLaunch)
        let secondLaunch = try await app(.iPhoneX, storage: storage).deferredLink()
        XCTAssertNil(secondLaunch)
        let asked = try await ferry.matchAnswers() - before
        XCTAssertEqual(asked, 1)
    }

    func testWhenThePasteControlHandsOverTheTokenAfterNoMatchThenTheLinkComesBackAndIsRemembered() async throws {
        let slug = try await newLink("pasted")
        let visit = try await ferry.visit(slug, by: .iPhone12)
        let token = try XCTUnwrap(visit.clipboardToken)
        let storage = MemoryStorage()
        let launch = try app(.iPhoneX, storage: storage)
        let firstLaunch = try await launch.deferredLink()
        XCTAssertNil(firstLaunch) // the first launch: no signal ties it to the click

        let before = try await ferry.matchAnswers()
        let pastedOther = try await launch.deferredLink(pasted: "not a token")
        XCTAssertNil(pastedOther, "no token: nothing asked")
        let link = try await XCTUnwrapAsync(try await launch.deferredLink(pasted: token))
        XCTAssertEqual(link.slug, slug)
        XCTAssertEqual(link.matchType, .clipboard)
        // From now on this install has its link: later launches and pastes answer it without a request.
        let nextLaunch = try await app(.iPhoneX, storage: storage).deferredLink()
        XCTAssertEqual(nextLaunch, link)
        let laterPaste = try await launch.deferredLink(pasted: "Qm9uam91ciBsZSBtb25kZQ")
        XCTAssertEqual(laterPaste, link)
        let asked = try await ferry.matchAnswers() - before
        XCTAssertEqual(asked, 1)
    }

    func testWhenDebugHasTheSecretKeyThenTheLogSaysWhyItMatchedOrNot() async throws {
        let slug = try await newLink("debug")
        _ = try await ferry.visit(slug, by: .iPhone11)
        let lines = LogLines()
        let debug = FerryDebug(secretKey: ferry.secretKey, log: { lines.append($0) })

        let link = try await app(.iPhone11, debug: debug).deferredLink()

        XCTAssertEqual(link?.slug, slug)
        let said = lines.all.joined(separator: "\n")
        XCTAssertTrue(said.contains("[ferry] http://demo.localhost:\(ferry.port) is called as http://localhost:\(ferry.port), naming subdomain \"demo\""), said)
        XCTAssertTrue(said.contains("[ferry] deferred link \(slug) (fingerprint, confidence"), said)
        XCTAssertTrue(said.contains("fingerprint matched: "), said)

        let quiet = LogLines()
        let noMatch = try await app(.iPhoneX, debug: FerryDebug(log: { quiet.append($0) })).deferredLink()
        XCTAssertNil(noMatch)
        XCTAssertTrue(quiet.all.contains { $0.hasSuffix("no deferred link; the server gave no reason: pass FerryDebug(secretKey:) to hear why") }, "\(quiet.all)")
    }
}

/// Log lines collected from any thread.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }
}

func XCTUnwrapAsync<T>(_ value: @autoclosure () async throws -> T?, file: StaticString = #filePath, line: UInt = #line) async throws -> T {
    let unwrapped = try await value()
    return try XCTUnwrap(unwrapped, file: file, line: line)
}
