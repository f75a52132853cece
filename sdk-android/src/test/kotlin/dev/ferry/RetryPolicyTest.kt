package dev.ferry

import kotlin.random.Random
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class RetryPolicyTest {
    @Test
    fun `only a rate limit and server errors are retried`() {
        assertTrue(RetryPolicy.isRetryable(429))
        assertTrue(RetryPolicy.isRetryable(503))
        assertFalse(RetryPolicy.isRetryable(400))
        assertFalse(RetryPolicy.isRetryable(404))
    }

    @Test
    fun `the backoff doubles from 250 ms to at most 4 s, jittered down to half`() {
        val top = object : Random() {
            override fun nextBits(bitCount: Int) = 0
            override fun nextDouble() = 0.999_999
        }
        assertEquals(249, RetryPolicy.backoffMillis(0, top))
        assertEquals(999, RetryPolicy.backoffMillis(2, top))
        assertEquals(3_999, RetryPolicy.backoffMillis(10, top))
        repeat(50) { assertTrue(RetryPolicy.backoffMillis(1) in 250..500) }
    }

    @Test
    fun `Retry-After is read as seconds or as an HTTP date`() {
        assertEquals(2_000, RetryPolicy.retryAfterMillis("2"))
        val now = 1_700_000_000_000 // Tue, 14 Nov 2023 22:13:20 GMT
        assertEquals(10_000, RetryPolicy.retryAfterMillis("Tue, 14 Nov 2023 22:13:30 GMT", now))
        assertEquals(0, RetryPolicy.retryAfterMillis("Tue, 14 Nov 2023 22:00:00 GMT", now))
        assertNull(RetryPolicy.retryAfterMillis("soon"))
        assertNull(RetryPolicy.retryAfterMillis(null))
    }
}
