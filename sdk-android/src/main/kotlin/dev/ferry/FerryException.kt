package dev.ferry

/**
 * Everything the library throws. Each message names the host that failed and why, so a log
 * line alone tells an HTTP error from an unreachable server from a slow one. "No match" is
 * never one of these: [Ferry.deferredLink] answers `null` for it.
 */
public sealed class FerryException(message: String, cause: Throwable? = null) : Exception(message, cause) {
    /** `host[:port]` of the URL that was asked; null for [Config], which asks nothing. */
    public abstract val host: String?

    /**
     * Ferry answered with an error status. [code] is the API's (`INVALID_ARGUMENT`, `NOT_FOUND`,
     * `RATE_LIMITED`, ...) or `HTTP_<status>` when the body had none (a proxy's error page).
     */
    public class Http(
        public val url: String,
        override val host: String,
        public val status: Int,
        public val code: String,
        /** The API's own sentence, e.g. "Link not found". */
        public val error: String,
        /** The request field the API refused, when it named one. */
        public val field: String? = null,
    ) : FerryException("Ferry at $host answered HTTP $status $code: $error${field?.let { " (field $it)" } ?: ""} [$url]")

    /** No answer at all: connection refused or reset, DNS failure, TLS failure. [cause] is OkHttp's. */
    public class Network(
        public val url: String,
        override val host: String,
        cause: Throwable,
    ) : FerryException("Ferry at $host could not be reached: ${describe(cause)} [$url]", cause)

    /**
     * The call's deadline passed (retries included) before an answer came. [earlier] says what
     * the try before it got, when there was one ("HTTP 503 UNAVAILABLE", "connection refused").
     */
    public class Timeout(
        public val url: String,
        override val host: String,
        public val afterMillis: Long,
        public val earlier: String?,
    ) : FerryException("Ferry at $host gave no answer within $afterMillis ms${earlier?.let { " (the try before: $it)" } ?: ""} [$url]")

    /** Ferry answered 2xx with a body this library cannot read: a proxy or a wrong host. */
    public class BadResponse(
        public val url: String,
        override val host: String,
        public val status: Int,
        public val detail: String,
    ) : FerryException("Ferry at $host answered HTTP $status with $detail [$url]")

    /** The app configured the library wrongly (a secret key, a host that is no URL). */
    public class Config(message: String) : FerryException(message) {
        override val host: String? get() = null
    }

    internal companion object {
        /**
         * Each message down the cause chain, said once: OkHttp wraps "Connection refused" in
         * "Failed to connect to /127.0.0.1:8080" (twice), and the innermost is the real reason.
         */
        fun describe(cause: Throwable): String {
            val parts = mutableListOf<String>()
            val seen = mutableSetOf<String>()
            var previousType: String? = null
            var current: Throwable? = cause
            while (current != null && parts.size < 4) {
                val type = current.javaClass.simpleName
                val text = current.message?.takeIf { it.isNotBlank() }
                if (seen.add(text ?: type)) parts += if (text == null) type else if (type == previousType) text else "$type: $text"
                previousType = type
                current = current.cause?.takeIf { it !== current }
            }
            return parts.joinToString(": ")
        }
    }
}
