package dev.ferry.android

import android.content.ClipboardManager
import android.content.Context

/**
 * The clipboard's text, for `clipboard = { AndroidClipboard.read(context) }`. Rarely needed on
 * Android, where the install referrer is exact; it helps installs that did not come through
 * Google Play. Android 10+ lets only the app in focus read it (the first Activity's coroutine
 * is), and Android 12+ shows "App pasted from your clipboard": Ferry calls this only when it
 * is asked, on the first launch, and sends only the 22-character token the deepview copied.
 */
public object AndroidClipboard {
    public fun read(context: Context): String? {
        val clipboard = context.getSystemService(ClipboardManager::class.java) ?: return null
        val clip = clipboard.primaryClip?.takeIf { it.itemCount > 0 } ?: return null
        return clip.getItemAt(0).coerceToText(context)?.toString()
    }
}
