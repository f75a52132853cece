package dev.ferry

import dev.ferry.support.ScriptedServer
import dev.ferry.support.ScriptedServer.Answer
import java.net.ConnectException
import java.net.ServerSocket
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.seconds
import kotlin.time.measureTimedValue
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

// The retry rule against a scripted server and dead ports: what a real Ferry will not do on
// demand. Network failures, 5xx and 429 are tried again inside one deadline; other 4xx never.
class RetriesTest {
    private fun ferryAt(port: Int, timeoutMillis: Long = 10_000, storage: FerryStorage = MemoryStorage()) =
        Ferry(host = "http://127.0.0.1:$port", subdomain = "demo", storage = storage, timeout = timeoutMillis.milliseconds)

    @Test
    fun `when Ferry answers 503 and then 200, then the call is tried again and the match arrives within the deadline`() = runBlocking {
        ScriptedServer(Answer(503, ScriptedServer.UNAVAILABLE), Answer(200, ScriptedServer.MATCH)).use { server ->
            val (link, took) = measureTimedValue { ferryAt(server.port, timeoutMillis = 3_000).deferredLink() }

            assertEquals("promo", link?.slug)
            assertEquals(listOf("POST /api/match", "POST /api/match"), server.requests)
            assertTrue(took < 3.seconds, "took $took")
            assertTrue(server.bodies.all { it.contains("\"subdomain\":\"demo\"") }, server.bodies.toString())
        }
    }

    @Test
    fun `when Ferry answers 429 with Retry-After, then the next try waits that long`() = runBlocking {
        ScriptedServer(Answer(429, """{"error":"Too many requests","code":"RATE_LIMITED"}""", mapOf("Retry-After" to "1")), Answer(200, ScriptedServer.NO_MATCH)).use { server ->
            val (link, took) = measureTimedValue { ferryAt(server.port).deferredLink() }

            assertEquals(null, link)
            assertEquals(2, server.requests.size)
            assertTrue(took >= 1.seconds, "took $took")
        }
    }

    @Test
    fun `when Ferry refuses the request with a 400, then it is not retried, the error says why, and the next call asks again`() = runBlocking {
        val refusal = """{"error":"Unknown subdomain","code":"INVALID_ARGUMENT","field":"subdomain"}"""
        ScriptedServer(Answer(400, refusal), Answer(200, ScriptedServer.NO_MATCH)).use { server ->
            val storage = MemoryStorage()
            val error = assertThrows<FerryException.Http> { runBlocking { ferryAt(server.port, storage = storage).deferredLink() } }

            assertEquals(400, error.status)
            assertEquals("INVALID_ARGUMENT", error.code)
            assertEquals("subdomain", error.field)
            assertEquals("127.0.0.1:${server.port}", error.host)
            assertTrue(error.message!!.startsWith("Ferry at 127.0.0.1:${server.port} answered HTTP 400 INVALID_ARGUMENT: Unknown subdomain"), error.message)
            assertEquals(1, server.requests.size)

            assertEquals(null, ferryAt(server.port, storage = storage).deferredLink()) // a failure is never remembered
            assertEquals(2, server.requests.size)
        }
    }

    @Test
    fun `when Ferry keeps answering 503, then the last error is thrown once the deadline is near`() = runBlocking {
        ScriptedServer(Answer(503, ScriptedServer.UNAVAILABLE)).use { server ->
            val (error, took) = measureTimedValue { assertThrows<FerryException.Http> { runBlocking { ferryAt(server.port, timeoutMillis = 1_500).deferredLink() } } }

            assertEquals(503, error.status)
            assertEquals("UNAVAILABLE", error.code)
            assertTrue(server.requests.size >= 2, "${server.requests.size} tries")
            // Never a further wait past the deadline (the next backoff would be 0.5 to 1 s); the
            // slack is for a busy machine's scheduling, not for the library.
            assertTrue(took < 1_900.milliseconds, "took $took")
        }
    }

    @Test
    fun `when a failed try leaves less than a quarter of the deadline after the wait, then its error is thrown, not a try cut short`() {
        // 3.2 s per answer and a 4 s deadline: a wait of 125-250 ms would leave the next try
        // under a second, less than a quarter; that try would end as a Timeout hiding the 503.
        ScriptedServer(Answer(503, ScriptedServer.UNAVAILABLE, delayMillis = 3_200)).use { server ->
            val error = assertThrows<FerryException.Http> { runBlocking { ferryAt(server.port, timeoutMillis = 4_000).deferredLink() } }

            assertEquals(503, error.status)
            assertEquals(1, server.requests.size)
        }
    }

    @Test
    fun `when nothing listens on the host, then a Network error names the host and the refused connection`() {
        val port = ServerSocket(0).use { it.localPort } // free, and closed again: connections are refused
        // A deadline far longer than a refused try takes, even on a busy machine whose first try
        // loads OkHttp: the error must be the refusal's, not a Timeout of a try still under way.
        val error = assertThrows<FerryException.Network> { runBlocking { ferryAt(port, timeoutMillis = 5_000).deferredLink() } }

        assertEquals("127.0.0.1:$port", error.host)
        assertInstanceOf(ConnectException::class.java, error.cause)
        assertTrue(error.message!!.startsWith("Ferry at 127.0.0.1:$port could not be reached: ConnectException: "), error.message)
        assertTrue(error.message!!.contains(": Connection refused ["), error.message) // the innermost cause, said once
        assertTrue(error.message!!.endsWith("[http://127.0.0.1:$port/api/match]"), error.message)
    }

    @Test
    fun `when the host accepts the connection and never answers, then a Timeout comes at the deadline`() {
        ServerSocket(0).use { silent ->
            val (error, took) = measureTimedValue {
                assertThrows<FerryException.Timeout> { runBlocking { ferryAt(silent.localPort, timeoutMillis = 800).deferredLink() } }
            }

            assertEquals(800, error.afterMillis)
            assertTrue(error.message!!.startsWith("Ferry at 127.0.0.1:${silent.localPort} gave no answer within 800 ms"), error.message)
            // The deadline ends it (OkHttp alone would wait its own 10 s read timeout); the slack is a
            // busy machine's.
            assertTrue(took in 700.milliseconds..5.seconds, "took $took")
        }
    }
}
