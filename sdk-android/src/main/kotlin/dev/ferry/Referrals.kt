package dev.ferry

import kotlinx.serialization.json.JsonObject

/**
 * referrals.track and referrals.qualify with the publishable key (docs/referrals.md). The server
 * takes the project from the key, so no project id is sent. Both are safe to retry: a repeated
 * track or qualify changes nothing, so they follow the same retry rule as the other calls.
 */
public class Referrals internal constructor(
    private val transport: Transport,
    private val host: LinkHost,
    private val publishableKey: String?,
) {
    /**
     * The new user of this install signed up, invited by [referrerId] (the invite link's
     * `params["referrerId"]`). Null without a publishable key: nothing is sent then.
     */
    public suspend fun track(referrerId: String, newUserId: String, referrerLabel: String? = null, linkId: String? = null): TrackAnswer? {
        val body = jsonObjectOf("referrerId" to referrerId, "newUserId" to newUserId, "referrerLabel" to referrerLabel, "linkId" to linkId)
        val answer = post("/api/referrals/track", body) ?: return null
        return TrackAnswer(answer.string("status")!!, answer.string("flagReason"))
    }

    /**
     * The new user did the action you reward ([event], the server's default is "default").
     * Throws [FerryException.Http] 404 `NOT_FOUND` for a user never tracked. Null without a publishable key.
     */
    public suspend fun qualify(newUserId: String, event: String? = null): QualifyAnswer? {
        val answer = post("/api/referrals/qualify", jsonObjectOf("newUserId" to newUserId, "event" to event)) ?: return null
        return QualifyAnswer(answer.string("status")!!, answer.string("flagReason"), answer.string("qualifyEvent").orEmpty())
    }

    /** The answer, checked to carry a `status`; null when there is no key to send. */
    private suspend fun post(path: String, body: JsonObject): JsonObject? {
        val key = publishableKey ?: return null
        val url = "${host.apiOrigin}$path"
        val answer = transport.send(JsonRequest("POST", url, body, mapOf("Authorization" to "Bearer $key")))
        val json = answer.body as? JsonObject
        if (json?.string("status") == null) {
            throw FerryException.BadResponse(url, hostOf(url), answer.status, "an answer without a status")
        }
        return json
    }
}
