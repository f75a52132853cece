package dev.ferry

import dev.ferry.support.CountingClient
import dev.ferry.support.Phones
import dev.ferry.support.RunningFerry
import java.util.concurrent.atomic.AtomicInteger
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance

// deferredLink() against the real server: a phone's click on the link host, then the app's
// first launch on that phone. Once per install, remembered in the app's storage.
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DeferredLinkTest {
    private lateinit var ferry: RunningFerry

    @BeforeAll
    fun start() {
        ferry = RunningFerry.start()
    }

    @AfterAll
    fun stop() = ferry.close()

    private fun newLink(title: String) =
        ferry.createLink("""{"title":"$title","deepLink":"acme://promo/#{slug}","params":{"coupon":"C-$title","count":3}}""")

    @Test
    fun `when the app passes the Play install referrer of the click, then the click's link comes back as a referrer match`() = runBlocking {
        val slug = newLink("referrer")
        val visit = ferry.visit(slug, Phones.PIXEL_8_CHROME)
        assertEquals(200, visit.status)
        assertTrue(visit.installReferrer.startsWith("ferry_click="), visit.installReferrer)

        val sdk = Ferry(host = ferry.linkHost, installReferrer = { visit.installReferrer }, deviceInfo = Phones.PIXEL_8_APP)
        val link = sdk.deferredLink()!!

        assertEquals(MatchType.REFERRER, link.matchType)
        assertEquals(1.0, link.confidence)
        assertEquals(slug, link.slug)
        assertEquals("acme://promo/$slug", link.deepLink)
        assertEquals(mapOf("coupon" to "C-referrer", "count" to 3L), link.params)
        assertEquals("demo", link.subdomain)
    }

    @Test
    fun `when the app has no referrer, then the phone's own facts find its click by fingerprint`() = runBlocking {
        val slug = newLink("fingerprint")
        assertEquals(200, ferry.visit(slug, Phones.GALAXY_S23_CHROME).status)

        val link = Ferry(host = ferry.linkHost, deviceInfo = Phones.GALAXY_S23_APP).deferredLink()!!

        assertEquals(MatchType.FINGERPRINT, link.matchType)
        assertEquals(slug, link.slug)
        assertTrue(link.confidence in 0.72..0.99, "confidence ${link.confidence}")
    }

    @Test
    fun `when asked again, at once, later or after a relaunch with the same storage, then the remembered answer comes back without a request`() = runBlocking {
        val slug = newLink("remembered")
        val visit = ferry.visit(slug, Phones.PIXEL_8_CHROME)
        val counting = CountingClient()
        val storage = MemoryStorage()
        val referrerReads = AtomicInteger()
        fun launch() = Ferry(
            host = ferry.linkHost, storage = storage, httpClient = counting.client, deviceInfo = Phones.PIXEL_8_APP,
            installReferrer = { referrerReads.incrementAndGet(); visit.installReferrer },
        )

        val first = launch()
        val (answer, meanwhile) = listOf(async { first.deferredLink() }, async { first.deferredLink() }).awaitAll()
        assertEquals(slug, answer?.slug)
        assertEquals(answer, meanwhile) // a call made while the first was under way waited for it
        assertEquals(answer, first.deferredLink())
        assertEquals(answer, launch().deferredLink()) // the next app start, same storage

        assertEquals(listOf("POST /api/match"), counting.requests)
        assertEquals(1, referrerReads.get()) // read only when Ferry is asked
    }

    @Test
    fun `when no click matches, then it answers null, not an error, and remembers that too`() = runBlocking {
        val counting = CountingClient()
        val storage = MemoryStorage()
        repeat(2) {
            assertNull(Ferry(host = ferry.linkHost, storage = storage, httpClient = counting.client, deviceInfo = Phones.NOKIA_7_APP).deferredLink())
        }
        assertEquals(1, counting.requests.size)
    }

    @Test
    fun `when debug has the project's secret key, then the log says why there was no match`() = runBlocking {
        val lines = mutableListOf<String>()
        val sdk = Ferry(host = ferry.linkHost, deviceInfo = Phones.NOKIA_7_APP, debug = FerryDebug(secretKey = ferry.secretKey, log = { lines += it }))

        assertNull(sdk.deferredLink())

        assertTrue(lines.any { it.startsWith("[ferry] ${ferry.linkHost} is called as http://localhost:") }, lines.toString())
        assertTrue(lines.any { Regex("no deferred link: .*fingerprint (ruled_out|no_clicks)").containsMatchIn(it) }, lines.toString())
    }
}
