import Foundation

/// How the install was tied to the click: the referrer and clipboard tokens are exact, a
/// fingerprint is a guess. `other` is a kind a newer server knows and this version does not.
public enum MatchType: String, Codable, Sendable {
    case referrer, clipboard, fingerprint, other

    public init(from decoder: Decoder) throws {
        self = MatchType(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
    }
}

/// The link that brought this install (`POST /api/match`). `deepLink` has its variables filled,
/// and is "" for a link made without one: open the app's home screen then.
public struct DeferredLink: Codable, Equatable, Sendable {
    public let deepLink: String
    /// The link's data, e.g. `params["referrerId"]?.stringValue`.
    public let params: [String: JSONValue]
    public let slug: String
    public let subdomain: String
    public let title: String
    public let projectId: String
    /// ISO 8601, when the link was clicked.
    public let clickedAt: String
    public let matchType: MatchType
    /// 1 for the referrer and clipboard tokens; a fingerprint's share of the evidence, below 1.
    public let confidence: Double

    public init(from decoder: Decoder) throws {
        let answer = try decoder.container(keyedBy: CodingKeys.self)
        // deepLink and slug make a match the app can open; the rest has defaults, so a server
        // that adds or drops a descriptive field never costs the app its link.
        deepLink = try answer.decode(String.self, forKey: .deepLink)
        slug = try answer.decode(String.self, forKey: .slug)
        params = (try? answer.decodeIfPresent([String: JSONValue].self, forKey: .params)) ?? [:]
        subdomain = (try? answer.decodeIfPresent(String.self, forKey: .subdomain)) ?? ""
        title = (try? answer.decodeIfPresent(String.self, forKey: .title)) ?? ""
        projectId = (try? answer.decodeIfPresent(String.self, forKey: .projectId)) ?? ""
        clickedAt = (try? answer.decodeIfPresent(String.self, forKey: .clickedAt)) ?? ""
        matchType = (try? answer.decodeIfPresent(MatchType.self, forKey: .matchType)) ?? .other
        confidence = (try? answer.decodeIfPresent(Double.self, forKey: .confidence)) ?? 0
    }
}

/// `GET /api/links/resolve/<slug>`: a short link opened while the app is installed (Universal Links).
public struct ResolvedLink: Codable, Equatable, Sendable {
    public let slug: String
    public let deepLink: String
    public let params: [String: JSONValue]
    public let title: String

    public init(from decoder: Decoder) throws {
        let answer = try decoder.container(keyedBy: CodingKeys.self)
        slug = try answer.decode(String.self, forKey: .slug)
        deepLink = try answer.decode(String.self, forKey: .deepLink)
        params = (try? answer.decodeIfPresent([String: JSONValue].self, forKey: .params)) ?? [:]
        title = (try? answer.decodeIfPresent(String.self, forKey: .title)) ?? ""
    }
}

/// `POST /api/referrals/track`. `status` is "attributed" (or "qualified" for a user tracked and
/// qualified before); `flagReason` is nil or "self_referral", "duplicate_user", "velocity".
public struct TrackAnswer: Decodable, Equatable, Sendable {
    public let status: String
    public let flagReason: String?
}

/// `POST /api/referrals/qualify`: `qualifyEvent` is the first event this user qualified with.
public struct QualifyAnswer: Decodable, Equatable, Sendable {
    public let status: String
    public let flagReason: String?
    public let qualifyEvent: String
}
