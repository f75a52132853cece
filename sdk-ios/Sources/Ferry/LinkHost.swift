import Foundation

/// The project's link host as the app configured it, and where the calls really go.
///
/// Every `*.localhost` name is loopback (RFC 6761), but few system resolvers answer for it, so
/// `http://demo.localhost:8080` is called as `http://localhost:8080` with the project named by
/// subdomain, which every call can carry (the match body, the resolve query; referrals take the
/// project from the key), exactly as the JavaScript and Kotlin libraries do.
struct LinkHost: Equatable, Sendable {
    /// scheme://host[:port] as configured: names the install's stored answer.
    let origin: String
    /// Where the calls go: `origin`, except that a `*.localhost` host is called on localhost.
    let apiOrigin: String
    /// The `subdomain` option, else the host's first label.
    let subdomain: String?
    /// Named in the match body: the `subdomain` option, or the label a `*.localhost` host loses.
    let bodySubdomain: String?

    static func read(_ host: String, subdomain: String?) throws -> LinkHost {
        guard let (scheme, authority) = splitOrigin(host.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw FerryError.configuration("host must be the project's link host URL, such as https://acme.links.example.com (got \"\(host)\")")
        }
        // What URL cannot read (a `^` or `{` in the name) is refused here, never a crash later.
        guard URL(string: "\(scheme)://\(authority)/api/match") != nil else {
            throw FerryError.configuration("host must be the project's link host URL, such as https://acme.links.example.com (got \"\(host)\")")
        }
        let (hostname, port) = splitPort(authority)
        let label = firstLabel(hostname)
        let loopback = !hostname.hasPrefix("[") && hostname.hasSuffix(".localhost") && hostname.count > ".localhost".count
        return LinkHost(
            origin: "\(scheme)://\(authority)",
            apiOrigin: loopback ? "\(scheme)://localhost\(port)" : "\(scheme)://\(authority)",
            subdomain: subdomain ?? label,
            bodySubdomain: subdomain ?? (loopback ? label : nil)
        )
    }

    /// The slug of a short URL (its first path segment) or the slug itself; nil when it cannot be
    /// one of Ferry's slugs, so no request is made for it.
    static func slug(of urlOrSlug: String) -> String? {
        let input = urlOrSlug.trimmingCharacters(in: .whitespacesAndNewlines)
        var path = Substring(input)
        if splitOrigin(input) != nil, let separator = input.range(of: "://") {
            path = input[separator.upperBound...].drop { $0 != "/" && $0 != "?" && $0 != "#" }
        }
        let segment = path.drop { $0 == "/" }.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let slug = String(segment).removingPercentEncoding, isSlug(slug) else { return nil }
        return slug
    }

    /// `https://Acme.Example.com:8443/x` -> ("https", "acme.example.com:8443"); nil for anything
    /// that is not an http(s) URL with a host.
    private static func splitOrigin(_ text: String) -> (String, String)? {
        guard let separator = text.range(of: "://") else { return nil }
        let scheme = text[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let authority = text[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.contains(where: { $0 == "@" || $0.isWhitespace }) else { return nil }
        return (scheme, authority.lowercased())
    }

    /// ("demo.localhost", ":8080") from "demo.localhost:8080"; an IPv6 literal keeps its brackets.
    private static func splitPort(_ authority: String) -> (String, String) {
        guard let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") else { return (authority, "") }
        let digits = authority[authority.index(after: colon)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return (authority, "") }
        return (String(authority[..<colon]), String(authority[colon...]))
    }

    /// acme.links.example.com -> acme; an IP address or a one-label host (localhost) names no project.
    private static func firstLabel(_ hostname: String) -> String? {
        if hostname.hasPrefix("[") || !hostname.contains(".") { return nil }
        let parts = hostname.split(separator: ".", omittingEmptySubsequences: false)
        let isIPv4 = parts.count == 4 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        return isIPv4 ? nil : String(parts[0])
    }

    /// Ferry's slugs: a letter or digit, then up to 63 letters, digits, `_` or `-`.
    private static func isSlug(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard (1...64).contains(scalars.count), isAlphanumeric(scalars[0]) else { return false }
        return scalars.allSatisfy { isAlphanumeric($0) || $0 == "_" || $0 == "-" }
    }

    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
