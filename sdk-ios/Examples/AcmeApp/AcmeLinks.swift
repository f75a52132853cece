import Ferry
import Foundation

/// Everything the Acme app does with Ferry, in one place its screens call: the link that brought
/// the install (once), a Universal Link opened while installed, a paste on the welcome screen,
/// and the referral calls. Plain Swift: the SwiftUI and UIKit files only forward to it.
final class AcmeLinks {
    static let shared = AcmeLinks()

    let ferry: Ferry
    private let defaults: UserDefaults
    private let navigate: (String, [String: JSONValue]) -> Void

    init(host: String = "https://acme.ferry.link", defaults: UserDefaults = .standard, deviceInfo: DeviceInfo? = nil,
         debug: FerryDebug? = nil, navigate: @escaping (String, [String: JSONValue]) -> Void = AcmeRouter.open) {
        // try!: a host that is no URL or a secret key is a programming error, found on the first run.
        ferry = try! Ferry(host: host, publishableKey: "pk_live_...", storage: UserDefaultsStorage(defaults),
                           deviceInfo: deviceInfo, debug: debug)
        self.defaults = defaults
        self.navigate = navigate
    }

    /// At launch. Ferry answers the same link on every call (from storage after the first), so
    /// the app keeps its own flag and navigates once.
    func openDeferredLink() async {
        guard !defaults.bool(forKey: "acme:deferred-link-handled") else { return }
        do {
            let link = try await ferry.deferredLink() // nil: no link brought this install
            // A Universal Link that opened the app meanwhile has been followed: it wins.
            guard !defaults.bool(forKey: "acme:deferred-link-handled") else { return }
            defaults.set(true, forKey: "acme:deferred-link-handled")
            if let link = link { navigate(link.deepLink, link.params) }
        } catch {
            print("Ferry: \(error)") // no answer: the next launch asks again
        }
    }

    /// A Universal Link (https://acme.ferry.link/<slug>) that opened the app or reached it while running.
    func open(universalLink url: URL) async {
        // The person followed a link into the app: no deferred link is opened after it.
        defaults.set(true, forKey: "acme:deferred-link-handled")
        do {
            if let link = try await ferry.resolve(url: url) { navigate(link.deepLink, link.params) }
        } catch {
            print("Ferry: \(error)")
        }
    }

    /// What the paste button on the welcome screen answered (FerryPasteButton, FerryPasteControl):
    /// the user's tap is the consent, so iOS shows no prompt.
    func pasted(_ answer: Result<DeferredLink?, Error>) {
        switch answer {
        case .success(let link?):
            defaults.set(true, forKey: "acme:deferred-link-handled")
            navigate(link.deepLink, link.params)
        case .success(nil):
            print("Ferry: no invite in what was pasted")
        case .failure(let error):
            print("Ferry: \(error)")
        }
    }

    /// After sign-up, when the install came through a friend's invite link.
    func signedUp(userId: String, invitedBy link: DeferredLink?) async {
        guard let referrerId = link?.params["referrerId"]?.stringValue else { return }
        _ = try? await ferry.referrals.track(referrerId: referrerId, newUserId: userId, linkId: link?.slug)
    }
}

/// The app's own routing; "" is the home screen.
enum AcmeRouter {
    static func open(_ deepLink: String, _ params: [String: JSONValue]) {
        guard !deepLink.isEmpty else { return }
        print("Acme opens \(deepLink)") // an app pushes the screen for this deep link here
    }
}
