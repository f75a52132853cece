@testable import Ferry
import XCTest

// Where the calls go for the host the app configured, and which slug a short URL names.
final class LinkHostTests: XCTestCase {
    func testWhenTheHostIsAProjectHostThenCallsGoThereAndItsFirstLabelIsTheSubdomain() throws {
        let host = try LinkHost.read("https://Acme.Links.Example.com/", subdomain: nil)
        XCTAssertEqual(host, LinkHost(origin: "https://acme.links.example.com", apiOrigin: "https://acme.links.example.com",
                                      subdomain: "acme", bodySubdomain: nil))
    }

    func testWhenTheHostIsUnderLocalhostThenCallsGoToLocalhostNamingTheSubdomain() throws {
        let host = try LinkHost.read("http://demo.localhost:8080", subdomain: nil)
        XCTAssertEqual(host, LinkHost(origin: "http://demo.localhost:8080", apiOrigin: "http://localhost:8080",
                                      subdomain: "demo", bodySubdomain: "demo"))
        XCTAssertEqual(try LinkHost.read("http://demo.localhost", subdomain: nil).apiOrigin, "http://localhost")
        XCTAssertEqual(try LinkHost.read("http://localhost:8080", subdomain: nil).apiOrigin, "http://localhost:8080")
        XCTAssertEqual(try LinkHost.read("http://.localhost:8080", subdomain: nil).apiOrigin, "http://.localhost:8080")
    }

    func testWhenTheHostNamesNoProjectThenTheSubdomainOptionDoes() throws {
        XCTAssertNil(try LinkHost.read("http://10.0.2.2:8080", subdomain: nil).subdomain)
        XCTAssertNil(try LinkHost.read("http://localhost:8080", subdomain: nil).subdomain)
        XCTAssertNil(try LinkHost.read("http://[::1]:8080", subdomain: nil).subdomain)
        XCTAssertEqual(try LinkHost.read("http://1.2.3.com", subdomain: nil).subdomain, "1")
        let named = try LinkHost.read("http://127.0.0.1:8080", subdomain: "demo")
        XCTAssertEqual(named.subdomain, "demo")
        XCTAssertEqual(named.bodySubdomain, "demo")
        XCTAssertEqual(named.apiOrigin, "http://127.0.0.1:8080")
    }

    func testWhenTheHostIsNoHttpURLThenItIsAConfigurationError() {
        for bad in ["acme.links.example.com", "ftp://acme.example.com", "https://", "https:///x", "https://user@acme.example.com", "https://a b.com", ""] {
            XCTAssertThrowsError(try LinkHost.read(bad, subdomain: nil), bad) { error in
                guard case FerryError.configuration(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.contains("host must be the project's link host URL"), message)
            }
        }
    }

    func testWhenAShortURLOrASlugIsGivenThenItsSlugIsFound() {
        XCTAssertEqual(LinkHost.slug(of: "https://acme.links.example.com/summer-sale"), "summer-sale")
        XCTAssertEqual(LinkHost.slug(of: "https://go.acme.com/summer_sale?utm_source=x#top"), "summer_sale")
        XCTAssertEqual(LinkHost.slug(of: "https://h/x"), "x")
        XCTAssertEqual(LinkHost.slug(of: "HTTPS://ACME.EXAMPLE.COM/Promo/extra"), "Promo")
        XCTAssertEqual(LinkHost.slug(of: " summer "), "summer")
        XCTAssertEqual(LinkHost.slug(of: "/summer"), "summer")
        XCTAssertEqual(LinkHost.slug(of: "https://acme.example.com/sp%61ce"), "space")
        XCTAssertEqual(LinkHost.slug(of: String(repeating: "a", count: 64)), String(repeating: "a", count: 64))
    }

    func testWhenNoSlugCanBeThereThenThereIsNone() {
        for bad in ["https://acme.example.com/", "https://acme.example.com", "", "-leading", "_leading", "a b", "a+b", "a%2", "caf%C3%A9",
                    String(repeating: "a", count: 65), "https://acme.example.com/%2Fetc"] {
            XCTAssertNil(LinkHost.slug(of: bad), bad)
        }
    }
}
