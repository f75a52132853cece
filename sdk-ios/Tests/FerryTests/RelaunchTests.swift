import Foundation
import XCTest

// The README's AcmeLinks in its own process, launched as a phone launches the app: the first
// launch asks Ferry and navigates; a relaunch navigates no more (the app's flag), and the library
// itself, asked in a third process, answers from UserDefaults without a request.
final class RelaunchTests: XCTestCase {
    func testWhenTheAppIsLaunchedAgainThenTheStoredAnswerIsFoundWithoutARequest() async throws {
        let ferry = try RunningFerry.fromEnvironment()
        let slug = try await ferry.createLink(["title": "Relaunch", "deepLink": "acme://welcome/#{slug}", "params": ["coupon": "W"]])
        _ = try await ferry.visit(slug, by: .iPhone6s)
        let suite = "dev.ferry.tests.relaunch.\(UUID().uuidString)"
        let before = try await ferry.matchAnswers()

        let first = try launchApp(host: ferry.linkHost, suite: suite, secretKey: ferry.secretKey)
        XCTAssertTrue(first.hasSuffix("navigate acme://welcome/\(slug) [\"coupon\"]\nlaunch done\n"), first)
        XCTAssertTrue(first.contains("[ferry] deferred link \(slug) (fingerprint"), first)
        // The app's own flag: it navigates once.
        let again = try launchApp(host: ferry.linkHost, suite: suite, secretKey: ferry.secretKey)
        XCTAssertFalse(again.contains("navigate"), again)
        // The library's own memory, in a third process.
        let asking = try launchApp(host: ferry.linkHost, suite: suite, secretKey: ferry.secretKey, arguments: ["--ask-ferry"])
        XCTAssertTrue(asking.contains("[ferry] deferredLink: the answer stored under \"ferry:deferred-link:\(ferry.linkHost)\" (\(slug)); this install asked already"), asking)
        XCTAssertTrue(asking.hasSuffix("ferry answers \(slug)\nlaunch done\n"), asking)

        let asked = try await ferry.matchAnswers() - before
        XCTAssertEqual(asked, 1, "one POST /api/match for three launches")
    }

    /// Runs sdk-ios/Examples/FirstLaunch (built with the tests) and answers what it printed.
    private func launchApp(host: String, suite: String, secretKey: String, arguments: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("FerryFirstLaunch")
        var env = ProcessInfo.processInfo.environment
        env["FERRY_HOST"] = host
        env["FERRY_DEFAULTS_SUITE"] = suite
        env["FERRY_OS_VERSION"] = "12.5" // the iPhone 6s's
        env["FERRY_KEY"] = secretKey
        process.environment = env
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: printed, as: UTF8.self)
    }

    /// Where SwiftPM put the products built with the tests.
    private var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("no .xctest bundle")
        #else
        return Bundle.main.bundleURL
        #endif
    }
}
