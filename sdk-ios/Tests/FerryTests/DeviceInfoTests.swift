@testable import Ferry
import XCTest

// The deviceInfo sent with the match: only what the server reads, within its limits.
final class DeviceInfoTests: XCTestCase {
    func testWhenTheAppGivesItsFactsThenTheyAreSentAsGivenWithTheTime() {
        let info = DeviceInfo(userAgent: "Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0", os: "iOS", osVersion: "17.4", model: "iPhone15,3",
                              screen: .init(width: 390, height: 844, pixelRatio: 3), timezone: "Europe/Paris", language: "fr-FR")
        let wire = info.wire(now: Date(timeIntervalSince1970: 1_795_317_370))
        XCTAssertEqual(wire, WireDeviceInfo(userAgent: "Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0", os: "iOS", osVersion: "17.4",
                                            model: "iPhone15,3", screen: .init(width: 390, height: 844, pixelRatio: 3),
                                            timezone: "Europe/Paris", language: "fr-FR", timestamp: 1_795_317_370_000))
    }

    func testWhenAFactIsLongerThanTheServerTakesThenItIsCutToTheLimit() {
        let long = String(repeating: "x", count: 2_000)
        let wire = DeviceInfo(userAgent: long, os: long, osVersion: long, model: long, timezone: long, language: long).wire()
        XCTAssertEqual(wire.userAgent?.count, 1_024)
        XCTAssertEqual(wire.os?.count, 32)
        XCTAssertEqual(wire.osVersion?.count, 32)
        XCTAssertEqual(wire.model?.count, 100)
        XCTAssertEqual(wire.timezone?.count, 64)
        XCTAssertEqual(wire.language?.count, 35)
        let exact = DeviceInfo(os: String(repeating: "y", count: 32)).wire()
        XCTAssertEqual(exact.os?.count, 32)
    }

    func testWhenAFactIsBlankThenItIsLeftOut() {
        let wire = DeviceInfo(userAgent: " ", os: "", osVersion: "\n", model: "  iPhone15,3  ").wire()
        XCTAssertNil(wire.userAgent)
        XCTAssertNil(wire.os)
        XCTAssertNil(wire.osVersion)
        XCTAssertEqual(wire.model, "iPhone15,3")
    }

    func testWhenTheScreenIsOutsideTheServersRangeThenItIsLeftOutAndABadRatioAlone() {
        func screen(_ width: Double, _ height: Double, _ ratio: Double?) -> WireDeviceInfo.Screen? {
            DeviceInfo(screen: .init(width: width, height: height, pixelRatio: ratio)).wire().screen
        }
        XCTAssertEqual(screen(20_000, 1, 10), .init(width: 20_000, height: 1, pixelRatio: 10))
        XCTAssertNil(screen(20_001, 844, 3))
        XCTAssertNil(screen(390, 0, 3))
        XCTAssertNil(screen(-1, 844, 3))
        XCTAssertEqual(screen(390, 844, 10.5), .init(width: 390, height: 844, pixelRatio: nil))
        XCTAssertEqual(screen(390, 844, 0), .init(width: 390, height: 844, pixelRatio: nil))
    }

    func testWhenTheAppGivesNoTimeZoneOrLanguageThenTheDevicesAreSent() {
        let wire = DeviceInfo().wire()
        XCTAssertEqual(wire.timezone, TimeZone.current.identifier)
        XCTAssertEqual(wire.language, Locale.preferredLanguages.first.map { String($0.prefix(35)) })
    }
}
