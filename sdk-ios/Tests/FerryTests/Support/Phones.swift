@testable import Ferry
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The iPhones the tests click with (Mobile Safari) and the same phones' apps asking for their
/// deferred link: the facts `DeviceInfo.current()` reports there, and a URLSession whose user
/// agent is the one iOS gives every app (`<App>/<version> CFNetwork/<build> Darwin/<version>`).
/// Each test uses its own iOS version (a fingerprint compares versions, so one test's click never
/// answers another's app) and its own network address: Ferry refuses a fingerprint answer where more
/// than 5 iPhones clicked from one address, as in an office. The address travels in the header the
/// test server trusts (`CLIENT_IP_HEADER`, as behind a proxy); it is never connected to.
struct Phone {
    static let addressHeader = "X-Ferry-Test-Client-IP"

    let safari: String
    let app: DeviceInfo
    let appUserAgent: String
    /// Nil: the phone is this machine (127.0.0.1), as the relaunch test's process is.
    let address: String?

    /// The app's URLSession on that phone: on Linux, Foundation sends curl's user agent, so the
    /// test gives it the one iOS would.
    var session: URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        var headers = ["User-Agent": appUserAgent]
        if let address = address { headers[Phone.addressHeader] = address }
        configuration.httpAdditionalHeaders = headers
        return URLSession(configuration: configuration)
    }

    static func iPhone(ios: String, darwin: String, model: String, address: String?) -> Phone {
        Phone(
            safari: "Mozilla/5.0 (iPhone; CPU iPhone OS \(ios.replacingOccurrences(of: ".", with: "_")) like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/\(ios) Mobile/15E148 Safari/604.1",
            app: DeviceInfo(os: "iOS", osVersion: ios, model: model, screen: .init(width: 390, height: 844, pixelRatio: 3),
                            timezone: "Europe/Paris", language: "fr-FR"),
            appUserAgent: "Acme/1.0 CFNetwork/1494.0.7 Darwin/\(darwin)",
            address: address
        )
    }

    static let iPhone14Pro = iPhone(ios: "17.4", darwin: "23.4.0", model: "iPhone15,2", address: "198.51.100.1")
    static let iPhone15 = iPhone(ios: "18.6", darwin: "24.6.0", model: "iPhone15,4", address: "198.51.100.2")
    static let iPhone13 = iPhone(ios: "16.5", darwin: "22.5.0", model: "iPhone14,5", address: "198.51.100.3")
    static let iPhone12 = iPhone(ios: "15.6", darwin: "21.6.0", model: "iPhone13,2", address: "198.51.100.4")
    static let iPhone11 = iPhone(ios: "14.6", darwin: "20.6.0", model: "iPhone12,1", address: "198.51.100.5")
    /// The phone of the relaunch test, whose app is sdk-ios/Examples/FirstLaunch.
    static let iPhone6s = iPhone(ios: "12.5", darwin: "18.7.0", model: "iPhone8,1", address: nil)
    /// An iOS version no test clicks with: no pending click can be this phone's.
    static let iPhoneX = iPhone(ios: "13.7", darwin: "19.6.0", model: "iPhone10,3", address: "198.51.100.7")
}
