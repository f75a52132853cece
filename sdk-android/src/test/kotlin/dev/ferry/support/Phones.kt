package dev.ferry.support

import dev.ferry.DeviceInfo

/**
 * The phones the tests click with (Chrome on Android) and the same phones' apps asking for
 * their deferred link, with what `AndroidDeviceInfo.of(context)` reports there: Dalvik's user
 * agent, OS, version and model. Each test uses its own phone: a fingerprint compares version
 * and model, so one test's click never answers another's app.
 */
object Phones {
    const val PIXEL_8_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36"
    val PIXEL_8_APP = app("14", "Pixel 8", "UQ1A.240205.004")

    const val GALAXY_S23_CHROME = "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"
    val GALAXY_S23_APP = app("13", "SM-S911B", "TP1A.220624.014")

    /** An Android version no test clicks with: no pending click can be this phone's. */
    val NOKIA_7_APP = app("9", "Nokia 7 plus", "PPR1.180610.011")

    private fun app(version: String, model: String, build: String) = DeviceInfo(
        userAgent = "Dalvik/2.1.0 (Linux; U; Android $version; $model Build/$build)",
        os = "Android",
        osVersion = version,
        model = model,
    )
}
