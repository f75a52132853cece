package dev.ferry.android

import android.content.Intent
import android.net.Uri
import dev.ferry.Ferry
import dev.ferry.ResolvedLink

// App Links continuation: a short link tapped while the app is installed opens the app (the
// app declares its link host in an intent filter with autoVerify, and Ferry serves the
// assetlinks.json), and the Activity gets it as intent.data. These turn it into its deep link.

/**
 * The deep link of the short link that opened this Activity (`onCreate`'s `intent`, or the one
 * `onNewIntent` gets); null when the intent is no VIEW of a live Ferry link.
 */
public suspend fun Ferry.resolve(intent: Intent): ResolvedLink? {
    if (intent.action != Intent.ACTION_VIEW) return null
    return intent.data?.let { resolve(it) }
}

/** [Ferry.resolve] for an `android.net.Uri`. */
public suspend fun Ferry.resolve(uri: Uri): ResolvedLink? = resolve(uri.toString())
