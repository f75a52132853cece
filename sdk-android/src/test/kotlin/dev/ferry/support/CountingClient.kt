package dev.ferry.support

import java.util.concurrent.CopyOnWriteArrayList
import okhttp3.OkHttpClient

/** An OkHttpClient, as an app passes its own, that notes every request it sends ("POST /api/match"). */
class CountingClient {
    val requests: MutableList<String> = CopyOnWriteArrayList()

    val client: OkHttpClient = OkHttpClient.Builder()
        .addInterceptor { chain ->
            requests += "${chain.request().method} ${chain.request().url.encodedPath}"
            chain.proceed(chain.request())
        }
        .build()
}
