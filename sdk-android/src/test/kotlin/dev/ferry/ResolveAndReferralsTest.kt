package dev.ferry

import dev.ferry.support.CountingClient
import dev.ferry.support.Phones
import dev.ferry.support.RunningFerry
import kotlinx.coroutines.runBlocking
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonPrimitive
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import org.junit.jupiter.api.assertThrows

// resolve (App Links: a short link opened while the app is installed) and the referral calls,
// against the real server; the funnel is read back through the management API.
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ResolveAndReferralsTest {
    private lateinit var ferry: RunningFerry
    private lateinit var sdk: Ferry

    @BeforeAll
    fun start() {
        ferry = RunningFerry.start()
        sdk = Ferry(host = ferry.linkHost, publishableKey = ferry.publishableKey)
    }

    @AfterAll
    fun stop() = ferry.close()

    @Test
    fun `when the app is opened by a short link, then resolve answers the link's deep link and data`() = runBlocking {
        val slug = ferry.createLink("""{"title":"Winter sale","deepLink":"acme://sale/winter","params":{"code":"WINTER","percent":20.5,"tags":["a"]}}""")
        val expected = ResolvedLink(slug, "acme://sale/winter", mapOf("code" to "WINTER", "percent" to 20.5, "tags" to listOf("a")), "Winter sale")

        assertEquals(expected, sdk.resolve("${ferry.linkHost}/$slug?utm_source=mail"))
        assertEquals(expected, sdk.resolve(slug))
        // The emulator's way to the same server: an address and the subdomain named.
        assertEquals(expected, Ferry(host = "http://127.0.0.1:${ferry.port}", subdomain = "demo").resolve("/$slug"))
    }

    @Test
    fun `when the URL is no live link, then resolve answers null, asking nothing for what cannot be a slug`() = runBlocking {
        val counting = CountingClient()
        val sdk = Ferry(host = ferry.linkHost, httpClient = counting.client)

        assertNull(sdk.resolve("${ferry.linkHost}/no-such-link"))
        assertNull(sdk.resolve(ferry.linkHost))
        assertNull(sdk.resolve("acme://promo/42"))
        assertEquals(listOf("GET /api/links/resolve/no-such-link"), counting.requests)
    }

    @Test
    fun `when an invited user signs up and qualifies, then track and qualify move the referrer's funnel`() = runBlocking {
        val slug = ferry.createLink("""{"title":"Invite from Alice","deepLink":"acme://invite","params":{"referrerId":"alice","referrerLabel":"Alice"}}""")
        ferry.visit(slug, Phones.PIXEL_8_CHROME)
        val before = ferry.referralFunnel()

        assertEquals(TrackAnswer("attributed", null), sdk.referrals.track(referrerId = "alice", newUserId = "user-77", linkId = slug))
        val tracked = ferry.referralFunnel()
        assertEquals(before.count("referrals") + 1, tracked.count("referrals"))
        assertEquals(1, tracked.count("clicks"))

        assertEquals(QualifyAnswer("qualified", null, "first_order"), sdk.referrals.qualify(newUserId = "user-77", event = "first_order"))
        assertEquals(before.count("qualified") + 1, ferry.referralFunnel().count("qualified"))
    }

    @Test
    fun `when a user was never tracked, then qualify throws the server's 404`() {
        val error = assertThrows<FerryException.Http> { runBlocking { sdk.referrals.qualify(newUserId = "nobody") } }
        assertEquals(404, error.status)
        assertEquals("NOT_FOUND", error.code)
    }

    @Test
    fun `when there is no publishable key, then referral calls answer null and send nothing, and a secret key is refused`() = runBlocking {
        val counting = CountingClient()
        val keyless = Ferry(host = ferry.linkHost, httpClient = counting.client)
        assertNull(keyless.referrals.track(referrerId = "alice", newUserId = "user-78"))
        assertNull(keyless.referrals.qualify(newUserId = "user-78"))
        assertEquals(emptyList<String>(), counting.requests)

        assertThrows<FerryException.Config> { Ferry(host = ferry.linkHost, publishableKey = ferry.secretKey) }
        Unit
    }

    private fun kotlinx.serialization.json.JsonObject.count(name: String) = this[name]!!.jsonPrimitive.int
}
