package com.acme.app

import android.app.Application
import dev.ferry.Ferry
import dev.ferry.android.AndroidDeviceInfo
import dev.ferry.android.PlayInstallReferrer
import dev.ferry.android.SharedPreferencesStorage

class AcmeApplication : Application() {
    lateinit var ferry: Ferry

    override fun onCreate() {
        super.onCreate()
        ferry = Ferry(
            host = "https://acme.ferry.link",
            publishableKey = "pk_live_...",
            storage = SharedPreferencesStorage.of(this),
            installReferrer = { PlayInstallReferrer.read(this) },
            deviceInfo = AndroidDeviceInfo.of(this),
        )
    }
}
