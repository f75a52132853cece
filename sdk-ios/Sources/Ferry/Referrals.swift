import Foundation

/// Referral attribution for this install's new user, with the publishable key: `track` at sign-up,
/// `qualify` at the action you reward. The server takes the project from the key. Both are safe to
/// retry (a repeated track or qualify changes nothing), so they follow the same retry rule.
public struct Referrals: Sendable {
    let transport: Transport
    let host: LinkHost
    let publishableKey: String?

    /// The new user of this install signed up, invited by `referrerId` (the invite link's
    /// `params["referrerId"]`). Nil without a publishable key: nothing is sent then.
    public func track(referrerId: String, newUserId: String, referrerLabel: String? = nil, linkId: String? = nil) async throws -> TrackAnswer? {
        try await post("/api/referrals/track", TrackBody(referrerId: referrerId, newUserId: newUserId, referrerLabel: referrerLabel, linkId: linkId))
    }

    /// The new user did the action you reward (`event`; the server's default is "default").
    /// Throws `FerryError.http` 404 `NOT_FOUND` for a user never tracked. Nil without a publishable key.
    public func qualify(newUserId: String, event: String? = nil) async throws -> QualifyAnswer? {
        try await post("/api/referrals/qualify", QualifyBody(newUserId: newUserId, event: event))
    }

    private func post<Body: Encodable, Answer: Decodable>(_ path: String, _ body: Body) async throws -> Answer? {
        guard let key = publishableKey else { return nil }
        let url = "\(host.apiOrigin)\(path)"
        let answer = try await transport.send(JSONRequest(method: "POST", url: url, body: try JSONEncoder().encode(body),
                                                          headers: ["Authorization": "Bearer \(key)"]))
        do {
            return try JSONDecoder().decode(Answer.self, from: answer.body)
        } catch {
            throw FerryError.badResponse(status: answer.status, detail: "an answer without a status", host: hostOf(url), url: url)
        }
    }
}

private struct TrackBody: Encodable {
    let referrerId: String
    let newUserId: String
    let referrerLabel: String?
    let linkId: String?
}

private struct QualifyBody: Encodable {
    let newUserId: String
    let event: String?
}
