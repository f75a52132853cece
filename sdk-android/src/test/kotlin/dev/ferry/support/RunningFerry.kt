package dev.ferry.support

import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.int
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

/**
 * The real Ferry of this repository, as `npm start` runs it: the built server
 * (functions/lib/cli.js, `ferry serve --json`) on a free port of 127.0.0.1 with a fresh
 * temporary SQLite store, so its first start creates project `demo` and prints its keys.
 * The tests know Ferry through HTTP alone, as the library does.
 */
class RunningFerry private constructor(
    private val process: Process,
    private val dataDir: Path,
    val port: Int,
    val secretKey: String,
    val publishableKey: String,
) : AutoCloseable {
    /** The demo project's link host, as an app on this machine is configured with it. */
    val linkHost = "http://demo.localhost:$port"
    private val apiBase = "http://127.0.0.1:$port"
    private val http = OkHttpClient.Builder().followRedirects(false).build()

    /** POST /api/links with the secret key: the new link's slug. */
    fun createLink(body: String): String = api("POST", "/api/links", body)["slug"]!!.jsonPrimitive.content

    /** GET /api/referrals (all time) with the secret key: the project's referral funnel. */
    fun referralFunnel(): JsonObject = api("GET", "/api/referrals?projectId=demo&range=all")["funnel"]!!.jsonObject

    /** A call of the management API with the secret key; fails the test on anything but 200. */
    fun api(method: String, path: String, body: String? = null): JsonObject {
        val request = Request.Builder().url("$apiBase$path").header("Authorization", "Bearer $secretKey")
            .method(method, body?.toRequestBody("application/json".toMediaType())).build()
        http.newCall(request).execute().use { response ->
            val text = response.body.string()
            check(response.code == 200) { "$method $path: ${response.code} $text" }
            return Json.parseToJsonElement(text).jsonObject
        }
    }

    /**
     * The short link opened by a phone's browser on the link host: a counted click that leaves a
     * pending match (with its referrer token in the Play Store URL of the deepview it answers).
     */
    fun visit(slug: String, userAgent: String): Visit {
        val request = Request.Builder().url("$apiBase/$slug").header("Host", "demo.localhost:$port").header("User-Agent", userAgent).build()
        http.newCall(request).execute().use { return Visit(it.code, it.body.string()) }
    }

    class Visit(val status: Int, val html: String) {
        /**
         * What the Play Install Referrer API hands the installed app: the Play Store URL's
         * `referrer` parameter, decoded (`ferry_click=<token>`).
         */
        val installReferrer: String
            get() {
                val encoded = Regex("play\\.google\\.com/store/apps/details\\?[^\"]*?referrer=([^\"&]+)").find(html)?.groupValues?.get(1)
                    ?: error("the deepview has no Play Store link with a referrer:\n$html")
                return java.net.URLDecoder.decode(encoded, "UTF-8")
            }
    }

    override fun close() {
        process.destroy() // SIGTERM: the server closes its store and exits
        if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly()
        dataDir.toFile().deleteRecursively()
    }

    companion object {
        /** Starts the server and gives the demo project an Android app, so Android visits get the Play Store link. */
        fun start(): RunningFerry {
            val cli = File(System.getProperty("ferry.cli") ?: "../functions/lib/cli.js")
            check(cli.isFile) { "${cli.absolutePath} is missing: build the server first (npx tsc -p functions/tsconfig.build.json, or npm test at the repository root)" }
            val dataDir = Files.createTempDirectory("ferry-android-test-")
            val log = dataDir.resolve("server.log").toFile()
            val builder = ProcessBuilder("node", cli.path, "serve", "--json").redirectError(log)
            builder.environment().apply {
                remove("SHORT_DOMAIN") // unset, it follows the port the server gets
                remove("BASE_URL")
                putAll(SERVER_ENV)
                put("DATA_DIR", dataDir.toString())
            }
            val process = builder.start()
            // Under --json the first line of stdout is the start, with the demo project's keys.
            val firstLine = CompletableFuture.supplyAsync { process.inputStream.bufferedReader().readLine() }
                .completeOnTimeout(null, 60, TimeUnit.SECONDS).get()
            if (firstLine == null) {
                process.destroyForcibly()
                error("ferry serve did not start:\n${log.readText()}")
            }
            val started = Json.parseToJsonElement(firstLine).jsonObject
            val demo = started["demo"]!!.jsonObject
            val ferry = RunningFerry(
                process, dataDir, started["port"]!!.jsonPrimitive.int,
                demo["secretKey"]!!.jsonPrimitive.content, demo["publishableKey"]!!.jsonPrimitive.content,
            )
            ferry.api("PATCH", "/api/projects/demo", """{"android":{"packageName":"com.acme.app"}}""")
            return ferry
        }

        private val SERVER_ENV = mapOf(
            "PORT" to "0",
            "INTERNAL_PORT" to "0", // the TLS permission listener on a free port too, never 8081
            "HOST" to "127.0.0.1",
            "STORE" to "sqlite",
            "LOG_LEVEL" to "warn",
            // A stop waits for idle keep-alive connections to time out (5 s by default), and the
            // apps' OkHttp clients keep theirs open: 1 s makes each stop take 1 s, not 6.
            "KEEP_ALIVE_TIMEOUT_S" to "1",
            // Off: every request of a test comes from one address, and the limits would trip.
            "RATE_LIMIT_MATCH_PER_MINUTE" to "0",
            "RATE_LIMIT_REDIRECTS_PER_MINUTE" to "0",
            "RATE_LIMIT_API_PER_MINUTE" to "0",
            "RATE_LIMIT_LINK_CREATIONS_PER_HOUR" to "0",
        )
    }
}
