package dev.ferry

import java.net.URLDecoder

/**
 * The project's link host as the app configured it, and where the calls really go.
 *
 * Every `*.localhost` name is loopback (RFC 6761), but the JVM and Android resolve it only
 * where the system resolver does, which most do not. So `http://demo.localhost:8080` is called
 * as `http://localhost:8080` with the project named by subdomain, which every call can carry
 * (the match body, the resolve query; referrals take the project from the key), exactly as
 * the JavaScript library does: the same server, the same answers.
 */
internal class LinkHost(
    /** scheme://host[:port] as configured: names the install's stored answer. */
    val origin: String,
    /** Where the calls go: [origin], except a `*.localhost` host is called on localhost. */
    val apiOrigin: String,
    /** The `subdomain` option, else the host's first label. */
    val subdomain: String?,
    /** Named in the match body: the `subdomain` option, or the label a `*.localhost` host loses. */
    val bodySubdomain: String?,
) {
    companion object {
        private val ORIGIN = Regex("^(https?)://([^/?#@\\s]+)", RegexOption.IGNORE_CASE)
        private val LOOPBACK = Regex("^[^\\[]+\\.localhost(:\\d+)?$")
        private val IPV4 = Regex("^\\d+(\\.\\d+){3}$")
        private val SLUG = Regex("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")

        fun read(host: String, subdomain: String?): LinkHost {
            val found = ORIGIN.find(host.trim())
                ?: throw FerryException.Config("host must be the project's link host URL, such as https://acme.links.example.com (got \"$host\")")
            val scheme = found.groupValues[1].lowercase()
            val authority = found.groupValues[2].lowercase()
            val label = firstLabel(authority)
            val loopback = LOOPBACK.find(authority)
            return LinkHost(
                origin = "$scheme://$authority",
                apiOrigin = if (loopback != null) "$scheme://localhost${loopback.groupValues[1]}" else "$scheme://$authority",
                subdomain = subdomain ?: label,
                bodySubdomain = subdomain ?: if (loopback != null) label else null,
            )
        }

        /** acme.links.example.com -> acme; an IP address or a one-label host (localhost) names no project. */
        private fun firstLabel(authority: String): String? {
            if (authority.startsWith("[")) return null // IPv6 literal
            val hostname = authority.replace(Regex(":\\d+$"), "")
            if (IPV4.matches(hostname) || '.' !in hostname) return null
            return hostname.substringBefore('.')
        }

        /**
         * The slug of a short URL (its first path segment) or the slug itself; null when it
         * cannot be one of Ferry's slugs, so no request is made for it.
         */
        fun slugOf(urlOrSlug: String): String? {
            val input = urlOrSlug.trim()
            val path = ORIGIN.find(input)?.let { input.substring(it.range.last + 1) } ?: input
            val segment = path.trimStart('/').split('/', '?', '#').first()
            val slug = try {
                // Not form decoding: a "+" in a path is a plus sign (and no slug has one anyway).
                URLDecoder.decode(segment.replace("+", "%2B"), "UTF-8")
            } catch (_: IllegalArgumentException) {
                return null
            }
            return slug.takeIf { SLUG.matches(it) }
        }
    }
}
