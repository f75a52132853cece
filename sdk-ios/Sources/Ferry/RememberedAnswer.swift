import Foundation

/// The install's answer as it is stored, the same record as the JavaScript and Kotlin libraries':
/// `{"v": 1, "checkedAt": <ms>, "match": {...} | null}`. A `null` match is an answer too (no link
/// brought this install); a record without `match` is no answer.
struct RememberedAnswer: Codable, Equatable {
    static let version = 1

    let match: DeferredLink?
    let checkedAt: Int64

    init(match: DeferredLink?, checkedAt: Date = Date()) {
        self.match = match
        self.checkedAt = Int64((checkedAt.timeIntervalSince1970 * 1_000).rounded())
    }

    private enum CodingKeys: String, CodingKey { case v, checkedAt, match }

    init(from decoder: Decoder) throws {
        let record = try decoder.container(keyedBy: CodingKeys.self)
        guard try record.decode(Int.self, forKey: .v) == RememberedAnswer.version, record.contains(.match) else {
            throw DecodingError.dataCorruptedError(forKey: .v, in: record, debugDescription: "not a remembered answer")
        }
        match = try record.decodeNil(forKey: .match) ? nil : try record.decode(DeferredLink.self, forKey: .match)
        checkedAt = (try? record.decode(Int64.self, forKey: .checkedAt)) ?? 0
    }

    func encode(to encoder: Encoder) throws {
        var record = encoder.container(keyedBy: CodingKeys.self)
        try record.encode(RememberedAnswer.version, forKey: .v)
        try record.encode(checkedAt, forKey: .checkedAt)
        try record.encode(match, forKey: .match) // an explicit null: "asked, no link"
    }

    /// Nil for a record this library cannot read: then it asks again rather than lose the link.
    static func read(_ text: String?) -> RememberedAnswer? {
        guard let data = text?.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode(RememberedAnswer.self, from: data)
    }

    func text() -> String? {
        (try? JSONEncoder().encode(self)).flatMap { String(data: $0, encoding: .utf8) }
    }
}
