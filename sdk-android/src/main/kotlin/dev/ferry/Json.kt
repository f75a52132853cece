package dev.ferry

import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull
import kotlinx.serialization.json.doubleOrNull
import kotlinx.serialization.json.longOrNull

// JSON through kotlinx.serialization's element tree: the answers are read field by field, as
// the JavaScript library does, so a field the server adds later never breaks an installed app.

/** Null when [text] is not JSON (an HTML error page from a proxy). */
internal fun parseJsonOrNull(text: String): JsonElement? =
    try {
        Json.parseToJsonElement(text)
    } catch (_: IllegalArgumentException) {
        null // kotlinx.serialization's SerializationException is an IllegalArgumentException
    }

internal fun JsonObject.string(name: String): String? = (this[name] as? JsonPrimitive)?.takeIf { it.isString }?.content

internal fun JsonObject.number(name: String): Double? = (this[name] as? JsonPrimitive)?.takeIf { !it.isString }?.doubleOrNull

internal fun JsonObject.boolean(name: String): Boolean? = (this[name] as? JsonPrimitive)?.takeIf { !it.isString }?.booleanOrNull

/** A link's `params` as plain Kotlin values: String, Long or Double, Boolean, null, List, Map. */
internal fun JsonObject.params(name: String): Map<String, Any?> =
    (this[name] as? JsonObject)?.mapValues { (_, value) -> value.toKotlin() } ?: emptyMap()

internal fun JsonElement.toKotlin(): Any? = when (this) {
    is JsonNull -> null
    is JsonObject -> mapValues { (_, value) -> value.toKotlin() }
    is JsonArray -> map { it.toKotlin() }
    is JsonPrimitive -> when {
        isString -> content
        booleanOrNull != null -> booleanOrNull
        // Whole numbers stay whole: a coupon count of 3 is 3, not 3.0.
        longOrNull != null -> longOrNull
        else -> doubleOrNull
    }
}

/** A request body without the fields the app left out: the server refuses unknown ones and checks known ones. */
internal fun jsonObjectOf(vararg fields: Pair<String, Any?>): JsonObject =
    JsonObject(fields.filter { it.second != null }.associate { (name, value) -> name to jsonOf(value) })

private fun jsonOf(value: Any?): JsonElement = when (value) {
    null -> JsonNull
    is JsonElement -> value
    is String -> JsonPrimitive(value)
    is Number -> JsonPrimitive(value)
    is Boolean -> JsonPrimitive(value)
    else -> error("no JSON for ${value::class.simpleName}")
}
