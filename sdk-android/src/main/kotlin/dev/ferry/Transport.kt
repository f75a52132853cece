package dev.ferry

import java.io.IOException
import kotlin.coroutines.resume
import kotlin.coroutines.resumeWithException
import kotlin.time.Duration
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.TimeSource
import kotlinx.coroutines.delay
import kotlinx.coroutines.suspendCancellableCoroutine
import kotlinx.coroutines.withTimeoutOrNull
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import okhttp3.Call
import okhttp3.Callback
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import okhttp3.Response

internal class JsonRequest(
    val method: String,
    val url: String,
    val body: JsonObject? = null,
    val headers: Map<String, String> = emptyMap(),
    /** Error statuses the caller handles itself (resolve's 404): answered, not thrown. */
    val expected: Set<Int> = emptySet(),
)

internal class JsonAnswer(val status: Int, val body: JsonElement)

/** `host[:port]` of a URL this library built: what its errors name. */
internal fun hostOf(url: String): String = url.substringAfter("://").substringBefore('/')

/**
 * One JSON request to Ferry, tried again on failures another try can fix until one overall
 * deadline: the waits between tries count against it too, so a first launch never waits on
 * Ferry longer than [timeout], whatever happens on the network.
 */
internal class Transport(private val client: OkHttpClient, val timeout: Duration, private val log: ((String) -> Unit)?) {
    private sealed class Attempt {
        class Answer(val answer: JsonAnswer) : Attempt()
        class Retry(val error: FerryException, val waitMillis: Long?, val summary: String) : Attempt()
        class Fail(val error: FerryException) : Attempt()
    }

    private class RawAnswer(val status: Int, val retryAfter: String?, val text: String)

    suspend fun send(request: JsonRequest): JsonAnswer {
        val started = TimeSource.Monotonic.markNow()
        var earlier: String? = null
        var attempt = 0
        while (true) {
            when (val outcome = attemptOnce(request, timeout - started.elapsedNow(), earlier)) {
                is Attempt.Answer -> return outcome.answer
                is Attempt.Fail -> throw outcome.error
                is Attempt.Retry -> {
                    val waitMillis = outcome.waitMillis ?: RetryPolicy.backoffMillis(attempt++)
                    // A wait that ends past the deadline (a long Retry-After included) is not worth starting,
                    // nor one that leaves the next try less than a quarter of the deadline: cut short by the
                    // deadline, that try would end as a timeout and hide the failure it retried.
                    if (started.elapsedNow() + waitMillis.milliseconds + timeout / 4 >= timeout) throw outcome.error
                    log?.invoke("${outcome.error.message}; trying again in $waitMillis ms")
                    earlier = outcome.summary
                    delay(waitMillis)
                }
            }
        }
    }

    private suspend fun attemptOnce(request: JsonRequest, timeLeft: Duration, earlier: String?): Attempt {
        val host = hostOf(request.url)
        val raw = try {
            withTimeoutOrNull(timeLeft) { client.newCall(httpRequestOf(request)).await() }
                ?: return Attempt.Fail(FerryException.Timeout(request.url, host, timeout.inWholeMilliseconds, earlier))
        } catch (failure: IOException) {
            return Attempt.Retry(FerryException.Network(request.url, host, failure), null, FerryException.describe(failure))
        }
        val body = parseJsonOrNull(raw.text)
        if (raw.status in 200..299 || raw.status in request.expected) {
            body ?: return Attempt.Fail(FerryException.BadResponse(request.url, host, raw.status, "a body that is not JSON"))
            return Attempt.Answer(JsonAnswer(raw.status, body))
        }
        val fields = body as? JsonObject ?: JsonObject(emptyMap())
        val error = FerryException.Http(
            url = request.url,
            host = host,
            status = raw.status,
            code = fields.string("code") ?: "HTTP_${raw.status}",
            error = fields.string("error") ?: if (body == null) "a body that is not JSON (a proxy's error page?)" else "a body without an error",
            field = fields.string("field"),
        )
        if (!RetryPolicy.isRetryable(raw.status)) return Attempt.Fail(error)
        return Attempt.Retry(error, RetryPolicy.retryAfterMillis(raw.retryAfter), "HTTP ${raw.status} ${error.code}")
    }

    private fun httpRequestOf(request: JsonRequest): Request {
        val body = request.body?.toString()?.toRequestBody(JSON)
        val builder = Request.Builder().url(request.url).method(request.method, body).header("Accept", "application/json")
        request.headers.forEach { (name, value) -> builder.header(name, value) }
        return builder.build()
    }

    /** Enqueued, not executed: no thread of the app's blocks, and cancelling the coroutine cancels the call. */
    private suspend fun Call.await(): RawAnswer = suspendCancellableCoroutine { continuation ->
        continuation.invokeOnCancellation { cancel() }
        enqueue(object : Callback {
            override fun onFailure(call: Call, e: IOException) = continuation.resumeWithException(e)

            override fun onResponse(call: Call, response: Response) {
                // The body is read here, on OkHttp's thread, so the answer holds no open connection.
                val answer = try {
                    response.use { RawAnswer(it.code, it.header("Retry-After"), it.body.string()) }
                } catch (e: IOException) {
                    return continuation.resumeWithException(e)
                }
                continuation.resume(answer)
            }
        })
    }

    private companion object {
        val JSON = "application/json".toMediaType()
    }
}
