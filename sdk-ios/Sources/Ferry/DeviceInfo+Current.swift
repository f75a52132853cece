import Foundation
#if os(iOS) && canImport(UIKit)
import UIKit
#endif

extension DeviceInfo {
    /// What this device tells of itself: on iOS the OS and its version, Apple's machine id, the
    /// screen in points, the time zone and language; elsewhere the time zone and language only.
    /// Nothing that identifies the device or its user.
    public static func current() async -> DeviceInfo {
        #if targetEnvironment(macCatalyst)
        return DeviceInfo() // a Mac: no phone's facts to compare with a click
        #elseif os(iOS) && canImport(UIKit)
        if #available(iOS 14.0, *), ProcessInfo.processInfo.isiOSAppOnMac { return DeviceInfo() }
        let screen = await MainActor.run { () -> Screen in
            let main = UIScreen.main
            return Screen(width: Double(main.bounds.width), height: Double(main.bounds.height), pixelRatio: Double(main.scale))
        }
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return DeviceInfo(
            os: "iOS",
            osVersion: "\(version.majorVersion).\(version.minorVersion)" + (version.patchVersion > 0 ? ".\(version.patchVersion)" : ""),
            model: machineIdentifier(), screen: screen
        )
        #else
        return DeviceInfo()
        #endif
    }

    #if os(iOS) && canImport(UIKit)
    /// "iPhone15,3" on a phone; the simulator says which phone it plays.
    private static func machineIdentifier() -> String? {
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] { return simulated }
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return machine.isEmpty ? nil : machine
    }
    #endif
}
