import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Ferry's client for an iOS app: one per process, bound to the project's link host. The same
/// surface and rules as the JavaScript and Kotlin libraries, in Swift's idiom.
public final class Ferry: Sendable {
    public static let defaultTimeout: TimeInterval = 10

    private let linkHost: LinkHost
    private let transport: Transport
    private let installCheck: InstallCheck

    /// Referral attribution for this install's new user: `track` at sign-up, `qualify` at the rewarded action.
    public let referrals: Referrals

    /// - Parameters:
    ///   - host: the project's link host, `https://<subdomain>.<short domain>`; self-hosted on your
    ///     Mac `http://demo.localhost:8080` (called as localhost, the project named by subdomain).
    ///   - publishableKey: `pk_live_...`, for referrals only. Never a secret key.
    ///   - storage: remembers the once-per-install answer; `UserDefaults.standard` by default.
    ///   - subdomain: the project's subdomain, when `host` does not start with it (an IP address, a proxy).
    ///   - deviceInfo: what the app knows of the device; by default `DeviceInfo.current()` when asked.
    ///   - clipboard: reads the clipboard on the first launch (`FerryPasteboard.readToken` asks
    ///     iOS first); none by default. A paste control needs none: see `deferredLink(pasted:)`.
    ///   - timeout: the overall deadline of one call, retries and their waits included.
    ///   - session: the URLSession to call with; its user agent (`CFNetwork/... Darwin/...`) is sent.
    ///   - debug: debug builds only: logs, and with the secret key the server's reasons.
    public init(host: String, publishableKey: String? = nil, storage: FerryStorage = UserDefaultsStorage(),
                subdomain: String? = nil, deviceInfo: DeviceInfo? = nil, clipboard: (@Sendable () async -> String?)? = nil,
                timeout: TimeInterval = Ferry.defaultTimeout, session: URLSession = .shared, debug: FerryDebug? = nil) throws {
        if publishableKey?.hasPrefix("sk_") == true {
            throw FerryError.configuration("A secret key (sk_...) must never ship in an app: pass the publishable key (pk_live_...)")
        }
        if let secretKey = debug?.secretKey, !secretKey.hasPrefix("sk_") {
            throw FerryError.configuration("FerryDebug.secretKey must be the project's secret key (sk_live_...)")
        }
        guard timeout > 0, timeout <= 86_400 else { throw FerryError.configuration("timeout must be more than 0 and at most 86,400 seconds") }
        linkHost = try LinkHost.read(host, subdomain: subdomain)
        let log: (@Sendable (String) -> Void)? = debug.map { debug in { @Sendable line in debug.say(line) } }
        transport = Transport(session: session, timeout: timeout, log: log)
        // The key of the stored answer is the other libraries': one answer per host (and subdomain option).
        let storageKey = "ferry:deferred-link:\(linkHost.origin)" + (subdomain.map { "#\($0)" } ?? "")
        installCheck = InstallCheck(transport: transport, host: linkHost, storageKey: storageKey, storage: storage,
                                    clipboard: clipboard, deviceInfo: deviceInfo, debug: debug)
        referrals = Referrals(transport: transport, host: linkHost, publishableKey: publishableKey)
        if let debug = debug, linkHost.apiOrigin != linkHost.origin {
            debug.say("\(linkHost.origin) is called as \(linkHost.apiOrigin), naming subdomain \"\(linkHost.bodySubdomain ?? "")\" (*.localhost is loopback)")
        }
    }

    /// The link that brought this install, or nil when none did. Asks Ferry on the first call of an
    /// install only; later calls (and later launches) answer the same from storage without a
    /// request. Throws `FerryError` only when Ferry could not answer within the deadline; nothing is
    /// stored then, so the next call asks again.
    public func deferredLink() async throws -> DeferredLink? {
        try await installCheck.deferredLink()
    }

    /// What a paste control (`FerryPasteButton`, `FerryPasteControl`) handed over: iOS shows no
    /// prompt for a paste the user tapped. An install that has its link keeps it; otherwise the
    /// 22-character token in `pasted` is asked about and a match remembered. Nil, without a
    /// request, when the text holds no token.
    public func deferredLink(pasted: String) async throws -> DeferredLink? {
        try await installCheck.deferredLink(pasted: pasted)
    }

    /// A short link opened while the app is installed (a Universal Link's `webpageURL`), turned
    /// into its deep link and params; no click is counted. Nil when it is not a live Ferry link
    /// (unknown, expired, password-protected) or not a link at all. The first path segment is the
    /// slug whatever the host, so custom domains work: pass only your own short links.
    public func resolve(url: URL) async throws -> ResolvedLink? {
        try await resolve(url.absoluteString)
    }

    /// `resolve(url:)` for a URL as text, or a bare slug.
    public func resolve(_ urlOrSlug: String) async throws -> ResolvedLink? {
        guard let slug = LinkHost.slug(of: urlOrSlug) else { return nil }
        guard let subdomain = linkHost.subdomain else {
            throw FerryError.configuration("resolve needs the project's subdomain: pass `subdomain` when host is not <subdomain>.<domain>")
        }
        let endpoint = "\(linkHost.apiOrigin)/api/links/resolve/\(Ferry.encode(slug))?subdomain=\(Ferry.encode(subdomain))"
        // 404: unknown, expired, scheduled, capped or password-protected: all "not a link to open".
        let answer = try await transport.send(JSONRequest(method: "GET", url: endpoint, expected: [404]))
        if answer.status == 404 { return nil }
        do {
            return try JSONDecoder().decode(ResolvedLink.self, from: answer.body)
        } catch {
            throw FerryError.badResponse(status: answer.status, detail: "a resolve answer without slug and deepLink", host: hostOf(endpoint), url: endpoint)
        }
    }

    private static func encode(_ part: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")
        return part.addingPercentEncoding(withAllowedCharacters: allowed) ?? part
    }
}
