package dev.ferry

import java.text.ParsePosition
import java.text.SimpleDateFormat
import java.util.Locale
import java.util.TimeZone
import kotlin.math.min
import kotlin.random.Random

// When to try a request again, and how long to wait first: the rule of Ferry's HTTP contract,
// the same numbers as the JavaScript library. Only failures another try can fix are retried:
// no answer at all, a server error, or a rate limit (429).

internal object RetryPolicy {
    private const val BASE_DELAY_MS = 250L
    private const val MAX_DELAY_MS = 4_000L

    fun isRetryable(status: Int): Boolean = status == 429 || status >= 500

    /** 250 ms doubling to 4 s, with jitter, so many app launches after an outage do not retry in step. */
    fun backoffMillis(attempt: Int, random: Random = Random.Default): Long {
        val ceiling = min(MAX_DELAY_MS, BASE_DELAY_MS shl min(attempt, 8))
        return (ceiling * (0.5 + random.nextDouble() / 2)).toLong()
    }

    /**
     * Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). Null when
     * absent or unreadable, so the caller falls back to its own backoff.
     */
    fun retryAfterMillis(header: String?, now: Long = System.currentTimeMillis()): Long? {
        val value = header?.trim()?.takeIf { it.isNotEmpty() } ?: return null
        value.toLongOrNull()?.let { return if (it >= 0) it * 1000 else null }
        // SimpleDateFormat, not java.time: java.time needs API 26 (or desugaring) on Android.
        val format = SimpleDateFormat("EEE, dd MMM yyyy HH:mm:ss zzz", Locale.US).apply { timeZone = TimeZone.getTimeZone("GMT") }
        val date = format.parse(value, ParsePosition(0)) ?: return null
        return maxOf(0L, date.time - now)
    }
}
