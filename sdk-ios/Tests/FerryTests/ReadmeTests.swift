import Foundation
import XCTest

// sdk-ios/README.md shows the example app's files whole, each under a line naming its path; the
// package compiles AcmeLinks.swift (the tests run it), so the README cannot drift from the API.
final class ReadmeTests: XCTestCase {
    private let sdkFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testWhenTheReadmeShowsAnExampleFileThenItShowsItAsItIs() throws {
        let readme = try String(contentsOf: sdkFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = Self.namedSwiftBlocks(readme)
        XCTAssertEqual(shown.keys.sorted(), ["Examples/AcmeApp/AcmeApp.swift", "Examples/AcmeApp/AcmeLinks.swift", "Examples/AcmeApp/SceneDelegate.swift"])
        for (path, code) in shown {
            let file = try String(contentsOf: sdkFolder.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(code, file, "sdk-ios/README.md shows \(path) otherwise than it is")
        }
    }

    /// ```swift blocks whose preceding line is `<!-- file: sdk-ios/<path> -->`, by path.
    static func namedSwiftBlocks(_ markdown: String) -> [String: String] {
        var blocks: [String: String] = [:]
        let lines = markdown.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let marker = lines[index].trimmingCharacters(in: .whitespaces)
            if marker.hasPrefix("<!-- file: sdk-ios/"), marker.hasSuffix(" -->"), index + 1 < lines.count, lines[index + 1] == "```swift" {
                let path = String(marker.dropFirst("<!-- file: sdk-ios/".count).dropLast(" -->".count))
                var body: [String] = []
                index += 2
                while index < lines.count, lines[index] != "```" {
                    body.append(lines[index])
                    index += 1
                }
                blocks[path] = body.joined(separator: "\n") + "\n"
            }
            index += 1
        }
        return blocks
    }
}
