package dev.ferry

import kotlinx.serialization.json.JsonObject

/** How the install was tied to the click: the referrer and clipboard tokens are exact, a fingerprint is a guess. */
public enum class MatchType(internal val wire: String) {
    REFERRER("referrer"),
    CLIPBOARD("clipboard"),
    FINGERPRINT("fingerprint"),

    /** A kind a newer server knows and this version of the library does not. */
    OTHER("other");

    internal companion object {
        fun of(wire: String?): MatchType = entries.firstOrNull { it.wire == wire } ?: OTHER
    }
}

/**
 * The link that brought this install (POST /api/match). [deepLink] has its variables filled,
 * and is "" for a link made without one: open the app's home screen then.
 */
public data class DeferredLink(
    val deepLink: String,
    val params: Map<String, Any?>,
    val slug: String,
    val subdomain: String,
    val title: String,
    val projectId: String,
    /** ISO 8601, when the link was clicked. */
    val clickedAt: String,
    val matchType: MatchType,
    /** 1 for the referrer and clipboard tokens; a fingerprint's share of the evidence, below 1. */
    val confidence: Double,
) {
    internal companion object {
        /** Null when the object is no match the library can hand over. */
        fun of(json: JsonObject): DeferredLink? {
            val deepLink = json.string("deepLink") ?: return null
            val slug = json.string("slug") ?: return null
            return DeferredLink(
                deepLink = deepLink,
                params = json.params("params"),
                slug = slug,
                subdomain = json.string("subdomain").orEmpty(),
                title = json.string("title").orEmpty(),
                projectId = json.string("projectId").orEmpty(),
                clickedAt = json.string("clickedAt").orEmpty(),
                matchType = MatchType.of(json.string("matchType")),
                confidence = json.number("confidence") ?: 0.0,
            )
        }
    }
}

/** GET /api/links/resolve/<slug>: a short link opened while the app is installed (App Links). */
public data class ResolvedLink(
    val slug: String,
    val deepLink: String,
    val params: Map<String, Any?>,
    val title: String,
) {
    internal companion object {
        fun of(json: JsonObject): ResolvedLink? {
            val slug = json.string("slug") ?: return null
            val deepLink = json.string("deepLink") ?: return null
            return ResolvedLink(slug, deepLink, json.params("params"), json.string("title").orEmpty())
        }
    }
}

/**
 * POST /api/referrals/track. [status] is "attributed" (or "qualified" for a user tracked and
 * qualified before); [flagReason] is null or "self_referral", "duplicate_user", "velocity".
 */
public data class TrackAnswer(val status: String, val flagReason: String?)

/** POST /api/referrals/qualify: [qualifyEvent] is the first event this user qualified with. */
public data class QualifyAnswer(val status: String, val flagReason: String?, val qualifyEvent: String)
