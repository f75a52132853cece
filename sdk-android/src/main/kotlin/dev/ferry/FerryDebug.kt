package dev.ferry

import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonObject

/**
 * For debug builds only: the library tells what it does through [log] (each failed try, a
 * stored answer, the match answer). With the project's [secretKey] the server also says why it
 * matched or not. The server tells that only to the secret key, so it must never ship in an
 * app: keep it to debug builds on your machine, e.g. `if (BuildConfig.DEBUG) FerryDebug(...)`.
 */
public class FerryDebug(
    public val secretKey: String? = null,
    public val log: (String) -> Unit = { println(it) },
) {
    init {
        if (secretKey != null && !secretKey.startsWith("sk_")) {
            throw FerryException.Config("FerryDebug.secretKey must be the project's secret key (sk_live_...)")
        }
    }

    internal fun say(line: String) = log("[ferry] $line")

    /** One line for the match answer, with the server's reasons when it gave them. */
    internal fun describeAnswer(answer: JsonObject, match: DeferredLink?) {
        val found = match?.let { "deferred link ${it.slug} (${it.matchType.wire}, confidence ${it.confidence})" } ?: "no deferred link"
        val checks = (answer["checks"] as? JsonArray)?.mapNotNull { it as? JsonObject }
            ?: listOfNotNull(answer["reason"] as? JsonObject)
        if (checks.isEmpty()) {
            val hint = if (secretKey != null) "debug.secretKey is not this project's secret key" else "pass FerryDebug(secretKey = ...) to hear why"
            return say("$found; the server gave no reason: $hint")
        }
        say("$found: " + checks.joinToString("; then ") { "${it.string("signal")} ${it.string("code")}: ${it.string("message")}" })
    }
}
