@testable import Ferry
import XCTest

// The retry rule of Ferry's HTTP contract: which answers are tried again, how long to wait.
final class RetryPolicyTests: XCTestCase {
    func testWhenTheAnswerIsA5xxOrA429ThenItIsRetriedAndNoOther4xxIs() {
        XCTAssertTrue(RetryPolicy.isRetryable(status: 500))
        XCTAssertTrue(RetryPolicy.isRetryable(status: 503))
        XCTAssertTrue(RetryPolicy.isRetryable(status: 429))
        for status in [400, 401, 403, 404, 409, 428, 430, 499] { XCTAssertFalse(RetryPolicy.isRetryable(status: status), "\(status)") }
    }

    func testWhenTriesFollowEachOtherThenTheWaitDoublesFrom250MsTo4s() {
        let top = (0...9).map { RetryPolicy.backoffMilliseconds(attempt: $0, random: { 0.999_999 }) }
        XCTAssertEqual(top, [249, 499, 999, 1_999, 3_999, 3_999, 3_999, 3_999, 3_999, 3_999])
        let bottom = (0...5).map { RetryPolicy.backoffMilliseconds(attempt: $0, random: { 0 }) }
        XCTAssertEqual(bottom, [125, 250, 500, 1_000, 2_000, 2_000])
        XCTAssertEqual(RetryPolicy.backoffMilliseconds(attempt: 1_000, random: { 0 }), 2_000)
        XCTAssertEqual(RetryPolicy.backoffMilliseconds(attempt: -1, random: { 0 }), 125)
    }

    func testWhenRetryAfterGivesSecondsThenThatIsTheWait() {
        XCTAssertEqual(RetryPolicy.retryAfterMilliseconds("3"), 3_000)
        XCTAssertEqual(RetryPolicy.retryAfterMilliseconds(" 0 "), 0)
        XCTAssertEqual(RetryPolicy.retryAfterMilliseconds("120"), 120_000)
    }

    func testWhenRetryAfterGivesADateThenTheWaitLastsUntilThen() {
        let now = Date(timeIntervalSince1970: 1_445_412_480) // Wed, 21 Oct 2015 07:28:00 GMT
        XCTAssertEqual(RetryPolicy.retryAfterMilliseconds("Wed, 21 Oct 2015 07:28:05 GMT", now: now), 5_000)
        XCTAssertEqual(RetryPolicy.retryAfterMilliseconds("Wed, 21 Oct 2015 07:27:00 GMT", now: now), 0)
    }

    func testWhenRetryAfterIsAbsentOrUnreadableThenTheBackoffDecides() {
        for header in [nil, "", "  ", "-1", "soon", "1.5", "Wed, 32 Oct 2015 07:28:00 GMT", "٣"] {
            XCTAssertNil(RetryPolicy.retryAfterMilliseconds(header), header ?? "nil")
        }
    }
}
