@testable import Ferry
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// What iOS fetches before it opens the app for a link host (the Associated Domains entitlement
// `applinks:<subdomain>.<short domain>`): the apple-app-site-association Ferry serves from the
// project's iOS settings, as the README tells an app developer to check it.
final class AssociatedDomainsTests: XCTestCase {
    func testWhenTheProjectNamesItsIOSAppThenTheLinkHostServesTheFileThatLetsItOpenTheLinks() async throws {
        let ferry = try RunningFerry.fromEnvironment()
        _ = try await ferry.api("PATCH", "/api/projects/demo", body: ["ios": ["bundleId": "com.acme.app", "teamId": "TEAM123456"]])

        var request = URLRequest(url: URL(string: "\(ferry.apiBase)/.well-known/apple-app-site-association")!)
        request.setValue("demo.localhost:\(ferry.port)", forHTTPHeaderField: "Host")
        let answer = try await URLSession.shared.exchange(request)

        XCTAssertEqual(answer.status, 200) // never a redirect: iOS refuses one
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
        let details = try XCTUnwrap((file["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        XCTAssertEqual(details.first?["appIDs"] as? [String], ["TEAM123456.com.acme.app"])
        let components = try XCTUnwrap(details.first?["components"] as? [[String: Any]])
        // Every short link opens the app; Ferry's own paths stay on the web.
        XCTAssertEqual(components.last?["/"] as? String, "*")
        let excluded = components.filter { $0["exclude"] as? Bool == true }.compactMap { $0["/"] as? String }
        XCTAssertTrue(excluded.contains("/api/*"), "\(excluded)")
    }
}
