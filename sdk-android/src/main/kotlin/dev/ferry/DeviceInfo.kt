package dev.ferry

import java.util.Locale
import java.util.TimeZone
import kotlinx.serialization.json.JsonObject

/**
 * What the app knows of its device, sent with the match so a fingerprint can be compared with
 * the phone's visit. On Android, `AndroidDeviceInfo.of(context)` fills it. OkHttp's user agent
 * names no OS, so [os] ("Android"), [osVersion] and [model] matter most.
 */
public data class DeviceInfo(
    val userAgent: String? = null,
    val os: String? = null,
    val osVersion: String? = null,
    val model: String? = null,
    /** In dp (Android) or points (iOS), as the deepview measured the browser's screen. */
    val screen: Screen? = null,
    /** IANA zone, e.g. "Europe/Paris". Default: the JVM's. */
    val timezone: String? = null,
    /** BCP 47, e.g. "fr-FR". Default: the JVM's locale. */
    val language: String? = null,
) {
    public data class Screen(val width: Double, val height: Double, val pixelRatio: Double? = null)

    /** The deviceInfo of POST /api/match: only the keys the server reads, cut to its limits. */
    internal fun toJson(now: Long = System.currentTimeMillis()): JsonObject {
        // A value over the server's limits would get a 400 on every launch: a match needs no more than this.
        fun text(value: String?, limit: Int) = value?.trim()?.takeIf { it.isNotEmpty() }?.take(limit)
        return jsonObjectOf(
            "userAgent" to text(userAgent, 1024),
            "os" to text(os, 32),
            "osVersion" to text(osVersion, 32),
            "model" to text(model, 100),
            "screen" to screen?.toJson(),
            "timezone" to text(timezone ?: TimeZone.getDefault().id, 64),
            "language" to text(language ?: Locale.getDefault().toLanguageTag().takeIf { it != "und" }, 35),
            "timestamp" to now,
        )
    }

    private fun Screen.toJson(): JsonObject? {
        fun side(n: Double) = n > 0 && n <= 20_000
        if (!side(width) || !side(height)) return null
        val ratio = pixelRatio?.takeIf { it > 0 && it <= 10 }
        return jsonObjectOf("width" to width, "height" to height, "pixelRatio" to ratio)
    }
}
