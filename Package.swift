// swift-tools-version:5.9
// Ferry's Swift package for iOS apps. It sits at the repository's root because Xcode and
// SwiftPM read a package only there; its sources live in sdk-ios/ (see sdk-ios/README.md).
import PackageDescription

let package = Package(
    name: "Ferry",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Ferry", targets: ["Ferry"]),
    ],
    targets: [
        // Complete concurrency checking: the library is clean in Swift 6's language mode too.
        .target(name: "Ferry", path: "sdk-ios/Sources/Ferry", swiftSettings: [.enableExperimentalFeature("StrictConcurrency")]),
        // The README's app code that needs no UIKit (AcmeLinks.swift), driven from the command
        // line: the tests run it as separate processes (a relaunch must find the stored answer).
        // The SwiftUI and UIKit files beside it need Apple's SDK and are not compiled here.
        .executableTarget(
            name: "FerryFirstLaunch",
            dependencies: ["Ferry"],
            path: "sdk-ios/Examples",
            exclude: ["AcmeApp/AcmeApp.swift", "AcmeApp/SceneDelegate.swift"],
            sources: ["FirstLaunch/main.swift", "AcmeApp/AcmeLinks.swift"]
        ),
        .testTarget(name: "FerryTests", dependencies: ["Ferry", "FerryFirstLaunch"], path: "sdk-ios/Tests/FerryTests"),
    ]
)
