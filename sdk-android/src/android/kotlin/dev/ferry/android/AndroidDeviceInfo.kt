package dev.ferry.android

import android.content.Context
import android.hardware.display.DisplayManager
import android.os.Build
import android.util.DisplayMetrics
import android.view.Display
import dev.ferry.DeviceInfo

/**
 * The facts Ferry compares with the phone's visit (a fingerprint match, when no referrer token
 * came): OS, version and model as Chrome's user agent names them, and the screen in dp as the
 * deepview measured it in the browser. Time zone and language are added by the library.
 */
public object AndroidDeviceInfo {
    public fun of(context: Context): DeviceInfo = DeviceInfo(
        // Dalvik's own, e.g. "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/UQ1A...)": names OS and model too.
        userAgent = System.getProperty("http.agent"),
        os = "Android",
        osVersion = Build.VERSION.RELEASE,
        model = Build.MODEL,
        screen = screenOf(context),
    )

    /**
     * The whole display in dp, system bars included, as the browser's `screen` reports it (not
     * the app's window). Through DisplayManager, which any Context may use (WindowManager
     * wants an Activity's), so Ferry can be built in Application.onCreate.
     */
    private fun screenOf(context: Context): DeviceInfo.Screen? {
        val display = context.getSystemService(DisplayManager::class.java)?.getDisplay(Display.DEFAULT_DISPLAY) ?: return null
        val metrics = DisplayMetrics()
        @Suppress("DEPRECATION") // its replacement, WindowMetrics, needs API 30 and a visual Context
        display.getRealMetrics(metrics)
        val density = context.resources.displayMetrics.density
        return DeviceInfo.Screen(metrics.widthPixels / density.toDouble(), metrics.heightPixels / density.toDouble(), density.toDouble())
    }
}
