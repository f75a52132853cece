package dev.ferry

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withTimeoutOrNull
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject

/**
 * Which link brought this install (POST /api/match), asked once per install. The answer, match
 * or not, is remembered in the app's storage; only a failure is asked again. The server hands a
 * match out once (the same device asking again within 5 minutes gets it again), so the stored
 * copy is the one that lasts.
 */
internal class InstallCheck(
    private val transport: Transport,
    private val host: LinkHost,
    private val storageKey: String,
    private val storage: FerryStorage,
    private val installReferrer: (suspend () -> String?)?,
    private val clipboard: (suspend () -> String?)?,
    private val deviceInfo: DeviceInfo,
    private val debug: FerryDebug?,
) {
    /** Calls made while the first is under way wait for it: one request, one clipboard read. */
    private val lock = Mutex()

    @Volatile
    private var answered: Remembered? = null

    private class Remembered(val match: DeferredLink?)

    suspend fun deferredLink(): DeferredLink? = lock.withLock {
        answered?.let { return it.match }
        readRemembered()?.let { stored ->
            debug?.say("deferredLink: the answer stored under \"$storageKey\" (${stored.match?.slug ?: "no match"}); this install asked already")
            answered = stored
            return stored.match
        }
        val match = ask()
        answered = Remembered(match)
        return match
    }

    private suspend fun ask(): DeferredLink? {
        val secretKey = debug?.secretKey
        val body = jsonObjectOf(
            "deviceInfo" to deviceInfo.toJson(),
            // Only the 22-character token the deepview copied: the rest of the clipboard stays on the phone.
            "clipboard" to quietly(clipboard)?.let { CLIPBOARD_TOKEN.find(it)?.value },
            "installReferrer" to quietly(installReferrer)?.trim()?.takeIf { it.isNotEmpty() && it.length <= MAX_REFERRER },
            // The server finds the project from the host, else from here (a *.localhost host, an IP address).
            "subdomain" to host.bodySubdomain,
            "debug" to secretKey?.let { true },
        )
        val headers = secretKey?.let { mapOf("Authorization" to "Bearer $it") } ?: emptyMap()
        val url = "${host.apiOrigin}/api/match"
        val answer = transport.send(JsonRequest("POST", url, body, headers))
        val json = answer.body as? JsonObject
        val match = when (json?.boolean("matched")) {
            false -> null
            true -> DeferredLink.of(json) ?: throw badAnswer(url, answer.status)
            null -> throw badAnswer(url, answer.status)
        }
        debug?.describeAnswer(json, match)
        // A debug answer's reasons are for the log: the stored match is the same with debug on or off.
        val stored: JsonElement = if (match == null) JsonNull else JsonObject(json.filterKeys { it != "reason" && it != "checks" })
        writeRemembered(jsonObjectOf("v" to 1, "checkedAt" to System.currentTimeMillis(), "match" to stored))
        return match
    }

    private fun badAnswer(url: String, status: Int) =
        FerryException.BadResponse(url, hostOf(url), status, "a match answer that is neither a match nor {\"matched\": false}")

    /** The same record as the JavaScript library's: `{v: 1, checkedAt, match}`. */
    private suspend fun readRemembered(): Remembered? {
        val raw = orNull { storage.getItem(storageKey) } ?: return null
        val record = parseJsonOrNull(raw) as? JsonObject ?: return null // unreadable: ask again rather than lose the link
        if (record.number("v") != 1.0 || "match" !in record) return null
        val match = record["match"]
        if (match is JsonNull) return Remembered(null)
        return (match as? JsonObject)?.let(DeferredLink::of)?.let(::Remembered)
    }

    /** Not remembered when the storage fails: the next launch asks again, and gets the same match within 5 minutes. */
    private suspend fun writeRemembered(record: JsonObject) {
        orNull { storage.setItem(storageKey, record.toString()) }
    }

    /** The app's clipboard or referrer reader failing or hanging only loses that signal. */
    private suspend fun quietly(reader: (suspend () -> String?)?): String? =
        reader?.let { orNull { withTimeoutOrNull(transport.timeout) { it() } } }

    private suspend fun <T> orNull(action: suspend () -> T): T? =
        try {
            action()
        } catch (cancelled: CancellationException) {
            currentCoroutineContext().ensureActive() // our caller's cancellation goes on; the reader's own does not
            null
        } catch (failure: Exception) {
            debug?.say("deferredLink: ${FerryException.describe(failure)} (that signal is skipped)")
            null
        }

    private companion object {
        /** The clipboard token the deepview copies (16 random bytes, base64url), as the server finds it. */
        val CLIPBOARD_TOKEN = Regex("[\\w-]{22}")
        const val MAX_REFERRER = 1024
    }
}
