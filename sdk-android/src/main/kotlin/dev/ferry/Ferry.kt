package dev.ferry

import java.net.URLEncoder
import kotlin.time.Duration
import kotlin.time.Duration.Companion.seconds
import kotlinx.serialization.json.JsonObject
import okhttp3.OkHttpClient

/**
 * Ferry's client for an app: one per process, bound to the project's link host. The same
 * surface as the JavaScript library (`createFerry`), in Kotlin's idiom.
 *
 * @param host the project's link host, `https://<subdomain>.<short domain>`; self-hosted on
 *   your machine `http://demo.localhost:8080` (called as localhost, see [LinkHost]), and from
 *   the Android emulator `http://10.0.2.2:8080` with [subdomain] = "demo".
 * @param publishableKey `pk_live_...`, for referrals only. Never a secret key.
 * @param storage remembers the once-per-install answer; on Android `SharedPreferencesStorage`.
 * @param installReferrer returns the Play Install Referrer string (`PlayInstallReferrer.read`);
 *   called only when Ferry is asked, on the first launch.
 * @param clipboard returns the clipboard text; called only when Ferry is asked, and only the
 *   22-character token the deepview copied is sent.
 * @param deviceInfo what the app knows of the device (`AndroidDeviceInfo.of(context)`).
 * @param subdomain the project's subdomain, when [host] does not start with it (an IP address, a proxy).
 * @param timeout overall deadline of one call, retries and their waits included.
 * @param httpClient the app's OkHttpClient, to share its connection pool; a new one by default.
 * @param debug debug builds only: logs, and with the secret key the server's reasons.
 */
public class Ferry(
    host: String,
    publishableKey: String? = null,
    storage: FerryStorage = MemoryStorage(),
    installReferrer: (suspend () -> String?)? = null,
    clipboard: (suspend () -> String?)? = null,
    deviceInfo: DeviceInfo = DeviceInfo(),
    subdomain: String? = null,
    timeout: Duration = DEFAULT_TIMEOUT,
    httpClient: OkHttpClient = OkHttpClient(),
    debug: FerryDebug? = null,
) {
    private val linkHost = LinkHost.read(host, subdomain)
    private val transport: Transport
    private val installCheck: InstallCheck

    /** Referral attribution for this install's new user: `track` at sign-up, `qualify` at the rewarded action. */
    public val referrals: Referrals

    init {
        if (publishableKey?.startsWith("sk_") == true) {
            throw FerryException.Config("A secret key (sk_...) must never ship in an app: pass the publishable key (pk_live_...)")
        }
        if (!timeout.isPositive() || timeout.isInfinite()) throw FerryException.Config("timeout must be a positive, finite duration")
        transport = Transport(httpClient, timeout, debug?.let { it::say })
        // The key of the stored answer is the JavaScript library's: one answer per host (and subdomain option).
        val storageKey = "ferry:deferred-link:${linkHost.origin}" + (subdomain?.let { "#$it" } ?: "")
        installCheck = InstallCheck(transport, linkHost, storageKey, storage, installReferrer, clipboard, deviceInfo, debug)
        referrals = Referrals(transport, linkHost, publishableKey)
        if (debug != null && linkHost.apiOrigin != linkHost.origin) {
            debug.say("${linkHost.origin} is called as ${linkHost.apiOrigin}, naming subdomain \"${linkHost.bodySubdomain}\" (*.localhost is loopback)")
        }
    }

    /**
     * The link that brought this install, or null when none did. Asks Ferry on the first call
     * of an install only; later calls (and later launches, with a persistent [FerryStorage])
     * answer the same from storage without a request. Throws [FerryException] only when Ferry
     * could not answer within the deadline; nothing is stored then, so the next call asks again.
     */
    public suspend fun deferredLink(): DeferredLink? = installCheck.deferredLink()

    /**
     * A short link opened while the app is installed (App Links: `intent.data`), or its bare
     * slug, turned into its deep link and params; no click is counted. Null when it is not a
     * live Ferry link (unknown, expired, password-protected) or not a link at all. The URL's
     * first path segment is taken as the slug whatever its host, so custom domains work: pass
     * only your own short links.
     */
    public suspend fun resolve(url: String): ResolvedLink? {
        val slug = LinkHost.slugOf(url) ?: return null
        val subdomain = linkHost.subdomain
            ?: throw FerryException.Config("resolve needs the project's subdomain: pass `subdomain` when host is not <subdomain>.<domain>")
        val endpoint = "${linkHost.apiOrigin}/api/links/resolve/${encode(slug)}?subdomain=${encode(subdomain)}"
        // 404: unknown, expired, scheduled, capped or password-protected: all "not a link to open".
        val answer = transport.send(JsonRequest("GET", endpoint, expected = setOf(404)))
        if (answer.status == 404) return null
        return (answer.body as? JsonObject)?.let(ResolvedLink::of)
            ?: throw FerryException.BadResponse(endpoint, hostOf(endpoint), answer.status, "a resolve answer without slug and deepLink")
    }

    public companion object {
        public val DEFAULT_TIMEOUT: Duration = 10.seconds

        private fun encode(part: String) = URLEncoder.encode(part, "UTF-8")
    }
}
