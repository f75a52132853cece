package com.acme.app

import android.app.Activity
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.util.Log
import dev.ferry.FerryException
import dev.ferry.android.SharedPreferencesStorage
import dev.ferry.android.resolve
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch

class MainActivity : Activity() {
    private val scope = MainScope() // with androidx: lifecycleScope
    private val ferry get() = (application as AcmeApplication).ferry

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // Beside Ferry's answer, so the backup rule that leaves that file out leaves this flag out too.
        val prefs = getSharedPreferences(SharedPreferencesStorage.FILE_NAME, MODE_PRIVATE)
        if (savedInstanceState == null) scope.launch { // not again after a rotation
            try {
                val appLink = ferry.resolve(intent) // opened by https://acme.ferry.link/<slug>
                if (appLink != null) return@launch open(appLink.deepLink)
                if (prefs.getBoolean("acme:deferred-link-handled", false)) return@launch
                val link = ferry.deferredLink() // null: no link brought this install
                prefs.edit().putBoolean("acme:deferred-link-handled", true).apply()
                if (link != null) open(link.deepLink) // link.params has the link's data
            } catch (e: FerryException) {
                Log.w("Acme", e.message, e) // no answer: the next launch asks again
            }
        }
    }

    override fun onNewIntent(intent: Intent) { // an App Link while this Activity runs (singleTop)
        super.onNewIntent(intent)
        scope.launch {
            try {
                ferry.resolve(intent)?.let { open(it.deepLink) }
            } catch (e: FerryException) {
                Log.w("Acme", e.message, e)
            }
        }
    }

    override fun onDestroy() {
        scope.cancel()
        super.onDestroy()
    }

    /** The app's own routing; "" is the home screen. */
    private fun open(deepLink: String) {
        if (deepLink.isEmpty()) return
        startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(deepLink)).setPackage(packageName))
    }
}
