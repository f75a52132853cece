@testable import Ferry
import XCTest

// resolve(url:) for a Universal Link opened while the app is installed, and the referral funnel,
// against the real Ferry.
final class ResolveAndReferralsTests: XCTestCase {
    private var ferry: RunningFerry!

    override func setUpWithError() throws {
        ferry = try RunningFerry.fromEnvironment()
    }

    func testWhenAShortLinkIsOpenedInTheAppThenItsDeepLinkComesBackWithItsVariablesFilled() async throws {
        let slug = try await ferry.createLink(["title": "Opened", "deepLink": "acme://open/#{slug}?at=#{platform}", "params": ["tab": "deals"]])
        let app = try Ferry(host: ferry.linkHost, storage: MemoryStorage())

        let byURL = try await XCTUnwrapAsync(try await app.resolve(url: URL(string: "http://demo.localhost:\(ferry.port)/\(slug)?utm_source=mail")!))
        XCTAssertEqual(byURL.slug, slug)
        XCTAssertEqual(byURL.deepLink, "acme://open/\(slug)?at=#{platform}") // #{platform} is the visit's, which resolve has none of
        XCTAssertEqual(byURL.params, ["tab": "deals"])
        XCTAssertEqual(byURL.title, "Opened")
        let bySlug = try await app.resolve(slug)
        XCTAssertEqual(bySlug, byURL)
    }

    func testWhenTheLinkIsUnknownOrNoLinkAtAllThenResolveIsNil() async throws {
        let app = try Ferry(host: ferry.linkHost, storage: MemoryStorage())
        let unknown = try await app.resolve("https://acme.example.com/no-such-link-here")
        XCTAssertNil(unknown)
        let noSlug = try await app.resolve(url: URL(string: "https://acme.example.com/")!)
        XCTAssertNil(noSlug)
    }

    func testWhenTheHostNamesNoSubdomainThenResolveSaysToPassOne() async throws {
        let app = try Ferry(host: "http://127.0.0.1:\(ferry.port)", storage: MemoryStorage())
        do {
            _ = try await app.resolve("summer")
            XCTFail("resolved without a subdomain")
        } catch FerryError.configuration(let message) {
            XCTAssertTrue(message.contains("pass `subdomain`"), message)
        }
        let named = try Ferry(host: "http://127.0.0.1:\(ferry.port)", storage: MemoryStorage(), subdomain: "demo")
        let unknown = try await named.resolve("summer-nothing")
        XCTAssertNil(unknown)
    }

    func testWhenTheInvitedUserSignsUpAndQualifiesThenTheFunnelMoves() async throws {
        let slug = try await ferry.createLink(["title": "Invite from Ada", "deepLink": "acme://invite", "params": ["referrerId": "ada"]])
        let app = try Ferry(host: ferry.linkHost, publishableKey: ferry.publishableKey, storage: MemoryStorage())
        let newUser = "swift-user-\(UUID().uuidString.prefix(8))"
        let before = try await funnel()

        let tracked = try await app.referrals.track(referrerId: "ada", newUserId: newUser, referrerLabel: "Ada", linkId: slug)
        XCTAssertEqual(tracked, TrackAnswer(status: "attributed", flagReason: nil))
        let afterTrack = try await funnel()
        XCTAssertEqual(afterTrack["referrals"], (before["referrals"] ?? 0) + 1, "\(afterTrack)")
        let qualified = try await app.referrals.qualify(newUserId: newUser, event: "first_order")
        XCTAssertEqual(qualified, QualifyAnswer(status: "qualified", flagReason: nil, qualifyEvent: "first_order"))
        let afterQualify = try await funnel()
        XCTAssertEqual(afterQualify["qualified"], (before["qualified"] ?? 0) + 1, "\(afterQualify)")
    }

    func testWhenAUserNeverTrackedQualifiesThenItIsA404NamingTheHost() async throws {
        let app = try Ferry(host: ferry.linkHost, publishableKey: ferry.publishableKey, storage: MemoryStorage())
        do {
            _ = try await app.referrals.qualify(newUserId: "never-tracked-\(UUID().uuidString)")
            XCTFail("qualified a stranger")
        } catch let error as FerryError {
            guard case let .http(status, code, _, _, host, url) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(status, 404)
            XCTAssertEqual(code, "NOT_FOUND")
            XCTAssertEqual(host, "localhost:\(ferry.port)")
            XCTAssertEqual(url, "http://localhost:\(ferry.port)/api/referrals/qualify")
            XCTAssertTrue(error.description.hasPrefix("Ferry at localhost:\(ferry.port) answered HTTP 404 NOT_FOUND: "), error.description)
        }
    }

    func testWhenThereIsNoPublishableKeyThenReferralsSendNothing() async throws {
        let app = try Ferry(host: "http://127.0.0.1:\(ScriptedServer.closedPort())", subdomain: "demo")
        let tracked = try await app.referrals.track(referrerId: "a", newUserId: "b")
        XCTAssertNil(tracked)
        let qualified = try await app.referrals.qualify(newUserId: "b")
        XCTAssertNil(qualified)
    }

    /// The project's referral funnel, all time: counts by stage.
    private func funnel() async throws -> [String: Int] {
        let answer = try await ferry.api("GET", "/api/referrals?projectId=demo&range=all")
        let funnel = try XCTUnwrap(answer["funnel"] as? [String: Any])
        return funnel.compactMapValues { ($0 as? NSNumber)?.intValue }
    }
}
