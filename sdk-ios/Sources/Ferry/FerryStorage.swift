import Foundation

/// Where the library remembers that this install was already checked: storage that an uninstall
/// clears, so that a reinstall through a new link asks again. Not the Keychain, which survives one.
public protocol FerryStorage: Sendable {
    func string(forKey key: String) async throws -> String?
    func set(_ value: String, forKey key: String) async throws
}

/// The default: the app's `UserDefaults` (`.standard`, or the suite you give). UserDefaults is
/// safe to use from any thread, as Apple documents.
public final class UserDefaultsStorage: FerryStorage, @unchecked Sendable {
    private let defaults: UserDefaults

    public init(_ defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func string(forKey key: String) async throws -> String? {
        defaults.string(forKey: key)
    }

    public func set(_ value: String, forKey key: String) async throws {
        defaults.set(value, forKey: key)
        #if !canImport(Darwin)
        // Apple's cfprefsd writes it for the app; Foundation elsewhere writes only when asked.
        defaults.synchronize()
        #endif
    }
}

/// Remembers only while the process lives, so every app start asks again: for tests and previews.
public actor MemoryStorage: FerryStorage {
    private var items: [String: String] = [:]

    public init() {}

    public func string(forKey key: String) async throws -> String? { items[key] }

    public func set(_ value: String, forKey key: String) async throws { items[key] = value }
}
