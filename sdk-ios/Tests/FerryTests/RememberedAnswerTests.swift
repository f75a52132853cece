@testable import Ferry
import XCTest

// The stored answer: the same record as the other libraries', and never a lost link.
final class RememberedAnswerTests: XCTestCase {
    private let matchJSON = """
    {"deepLink":"acme://promo","params":{"coupon":"C-1","count":3,"vip":true,"tags":["a"],"more":{"x":null}},"slug":"promo",
     "subdomain":"acme","title":"Promo","projectId":"prj_1","clickedAt":"2026-11-28T08:00:00.000Z","matchType":"clipboard","confidence":1}
    """

    func testWhenAMatchIsStoredThenItReadsBackWhole() throws {
        let match = try JSONDecoder().decode(DeferredLink.self, from: Data(matchJSON.utf8))
        let stored = RememberedAnswer(match: match, checkedAt: Date(timeIntervalSince1970: 1_795_000_000))
        let text = try XCTUnwrap(stored.text())
        XCTAssertEqual(RememberedAnswer.read(text), stored)
        XCTAssertEqual(match.params, ["coupon": "C-1", "count": 3, "vip": true, "tags": ["a"], "more": ["x": nil]])
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(record["v"] as? Int, 1)
        XCTAssertEqual(record["checkedAt"] as? Int, 1_795_000_000_000)
    }

    func testWhenNoLinkBroughtTheInstallThenANullMatchIsStoredAndReadAsAnAnswer() throws {
        let text = try XCTUnwrap(RememberedAnswer(match: nil).text())
        XCTAssertTrue(text.contains("\"match\":null"), text)
        let read = try XCTUnwrap(RememberedAnswer.read(text))
        XCTAssertNil(read.match)
    }

    func testWhenTheJavaScriptLibraryStoredItThenItReadsToo() throws {
        let text = "{\"v\":1,\"checkedAt\":1795000000000,\"match\":{\"matched\":true,\(matchJSON.dropFirst())}"
        XCTAssertEqual(RememberedAnswer.read(text)?.match?.slug, "promo")
    }

    func testWhenTheRecordIsUnreadableThenThereIsNoAnswerAndFerryIsAskedAgain() {
        for text in [nil, "", "{", "[]", "{\"v\":2,\"match\":null}", "{\"v\":1}", "{\"match\":null}", "{\"v\":1,\"match\":{\"slug\":\"x\"}}", "{\"v\":1,\"match\":7}"] {
            XCTAssertNil(RememberedAnswer.read(text), text ?? "nil")
        }
    }

    func testWhenAMatchTypeIsNewThenTheMatchIsKeptAsOther() throws {
        let json = matchJSON.replacingOccurrences(of: "\"clipboard\"", with: "\"satellite\"")
        XCTAssertEqual(try JSONDecoder().decode(DeferredLink.self, from: Data(json.utf8)).matchType, .other)
        let bare = try JSONDecoder().decode(DeferredLink.self, from: Data("{\"deepLink\":\"\",\"slug\":\"s\"}".utf8))
        XCTAssertEqual(bare.params, [:])
        XCTAssertEqual(bare.matchType, .other)
        XCTAssertEqual(bare.confidence, 0)
    }
}
