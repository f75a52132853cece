@testable import Ferry
import XCTest

// The token the deepview copies, found in what the pasteboard holds. Only the token leaves the phone.
final class ClipboardTokenTests: XCTestCase {
    func testWhenThePasteboardHoldsExactlyATokenThenItIsTheToken() {
        XCTAssertEqual(ClipboardToken.find(in: "Qm9uam91ciBsZSBtb25kZQ"), "Qm9uam91ciBsZSBtb25kZQ")
    }

    func testWhenTheTokenIsAmongOtherWordsThenOnlyTheTokenIsKept() {
        XCTAssertEqual(ClipboardToken.find(in: "Your invite: aB3_x-9Zq8Ww7Vv6Uu5Tt4! Enjoy"), "aB3_x-9Zq8Ww7Vv6Uu5Tt4")
        XCTAssertEqual(ClipboardToken.find(in: "\naB3_x-9Zq8Ww7Vv6Uu5Tt4\n"), "aB3_x-9Zq8Ww7Vv6Uu5Tt4")
    }

    func testWhenTheRunIsOneShortThenThereIsNoToken() {
        XCTAssertNil(ClipboardToken.find(in: String(repeating: "a", count: 21)))
        XCTAssertNil(ClipboardToken.find(in: "abcdefghij klmnopqrstuv")) // 10 + 12 around a space
    }

    func testWhenTheRunIsLongerThenItsFirst22CharactersAreTheToken() {
        XCTAssertEqual(ClipboardToken.find(in: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "ABCDEFGHIJKLMNOPQRSTUV")
    }

    func testWhenCharactersOutsideBase64urlBreakTheRunThenTheyAreNotPartOfIt() {
        for breaker in [".", "/", "+", "=", "é", "😀", " ", "%"] {
            let text = "abcdefghijk\(breaker)lmnopqrstuvw"
            XCTAssertNil(ClipboardToken.find(in: text), "broken by \(breaker)")
        }
        XCTAssertEqual(ClipboardToken.find(in: "é" + String(repeating: "Z", count: 22)), String(repeating: "Z", count: 22))
    }

    func testWhenThePasteboardIsEmptyThenThereIsNoToken() {
        XCTAssertNil(ClipboardToken.find(in: ""))
    }

    func testEveryBase64urlCharacterCountsAndNothingElse() {
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        for scalar in alphabet.unicodeScalars { XCTAssertTrue(ClipboardToken.isTokenScalar(scalar), "\(scalar)") }
        for scalar in "@[`{/:!~ \t".unicodeScalars { XCTAssertFalse(ClipboardToken.isTokenScalar(scalar), "\(scalar)") }
    }
}
