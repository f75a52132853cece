package dev.ferry.android

import android.content.Context
import com.android.installreferrer.api.InstallReferrerClient
import com.android.installreferrer.api.InstallReferrerClient.InstallReferrerResponse
import com.android.installreferrer.api.InstallReferrerStateListener
import kotlin.coroutines.resume
import kotlinx.coroutines.suspendCancellableCoroutine

/**
 * The Play Install Referrer string of this install, read with Google's Install Referrer library
 * (`com.android.installreferrer:installreferrer`, which the app depends on). When the install
 * came from a Ferry link it holds `ferry_click=<token>`: the exact match, no fingerprint needed.
 *
 * Hand it to Ferry as a function, `installReferrer = { PlayInstallReferrer.read(context) }`, so
 * it runs only when Ferry is asked (the first launch).
 */
public object PlayInstallReferrer {
    /**
     * Null when Google Play cannot tell (no Play Store, an old one, a sideloaded install, the
     * service gone): Ferry then falls back to the other signals. Never throws for that.
     */
    public suspend fun read(context: Context): String? {
        val client = InstallReferrerClient.newBuilder(context.applicationContext).build()
        return try {
            suspendCancellableCoroutine { continuation ->
                client.startConnection(object : InstallReferrerStateListener {
                    override fun onInstallReferrerSetupFinished(responseCode: Int) {
                        // getInstallReferrer throws RemoteException when Play went away meanwhile: no referrer then.
                        val referrer = if (responseCode != InstallReferrerResponse.OK) null else runCatching { client.installReferrer.installReferrer }.getOrNull()
                        if (continuation.isActive) continuation.resume(referrer)
                    }

                    override fun onInstallReferrerServiceDisconnected() {
                        if (continuation.isActive) continuation.resume(null)
                    }
                })
            }
        } finally {
            // The connection is a bound service: released however the read ended (cancelled too).
            client.endConnection()
        }
    }
}
