import Foundation

/// What the app knows of its device, sent with the match so that a fingerprint can be compared
/// with the phone's visit. On iOS, `DeviceInfo.current()` fills it, and the URLSession's own user
/// agent (`Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0`) tells Ferry the iOS version too.
public struct DeviceInfo: Equatable, Sendable {
    public struct Screen: Equatable, Sendable {
        /// In points, as the deepview measured the browser's screen.
        public var width: Double
        public var height: Double
        public var pixelRatio: Double?

        public init(width: Double, height: Double, pixelRatio: Double? = nil) {
            self.width = width
            self.height = height
            self.pixelRatio = pixelRatio
        }
    }

    /// Only when the app sends its own; by default the request's User-Agent header speaks.
    public var userAgent: String?
    public var os: String?
    public var osVersion: String?
    /// Apple's machine id, e.g. "iPhone15,3".
    public var model: String?
    public var screen: Screen?
    /// IANA zone, e.g. "Europe/Paris". Default: the device's.
    public var timezone: String?
    /// BCP 47, e.g. "fr-FR". Default: the user's first preferred language.
    public var language: String?

    public init(userAgent: String? = nil, os: String? = nil, osVersion: String? = nil, model: String? = nil,
                screen: Screen? = nil, timezone: String? = nil, language: String? = nil) {
        self.userAgent = userAgent
        self.os = os
        self.osVersion = osVersion
        self.model = model
        self.screen = screen
        self.timezone = timezone
        self.language = language
    }

    /// The `deviceInfo` of `POST /api/match`: only the keys the server reads, cut to its limits,
    /// since a value over them would get a 400 on every launch and a match needs no more.
    func wire(now: Date = Date()) -> WireDeviceInfo {
        func text(_ value: String?, _ limit: Int) -> String? {
            guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
            return String(trimmed.prefix(limit))
        }
        func side(_ value: Double) -> Bool { value > 0 && value <= 20_000 }
        let wireScreen = screen.flatMap { screen -> WireDeviceInfo.Screen? in
            guard side(screen.width), side(screen.height) else { return nil }
            let ratio = screen.pixelRatio.flatMap { $0 > 0 && $0 <= 10 ? $0 : nil }
            return WireDeviceInfo.Screen(width: screen.width, height: screen.height, pixelRatio: ratio)
        }
        return WireDeviceInfo(
            userAgent: text(userAgent, 1_024), os: text(os, 32), osVersion: text(osVersion, 32), model: text(model, 100),
            screen: wireScreen, timezone: text(timezone ?? TimeZone.current.identifier, 64),
            language: text(language ?? Locale.preferredLanguages.first, 35),
            timestamp: Int64((now.timeIntervalSince1970 * 1_000).rounded())
        )
    }
}

struct WireDeviceInfo: Encodable, Equatable {
    struct Screen: Encodable, Equatable {
        let width: Double
        let height: Double
        let pixelRatio: Double?
    }

    let userAgent: String?
    let os: String?
    let osVersion: String?
    let model: String?
    let screen: Screen?
    let timezone: String?
    let language: String?
    let timestamp: Int64
}
