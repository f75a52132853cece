package dev.ferry.support

import com.sun.net.httpserver.HttpServer
import java.net.InetSocketAddress
import java.util.concurrent.CopyOnWriteArrayList

/**
 * A stand-in for Ferry that answers from a script, for what a real server will not do on
 * demand (a 503, a 429): each request takes the next answer, the last one repeats.
 */
class ScriptedServer(vararg script: Answer) : AutoCloseable {
    /** `delayMillis`: how long the server takes before it answers (a slow Ferry). */
    class Answer(val status: Int, val body: String, val headers: Map<String, String> = emptyMap(), val delayMillis: Long = 0)

    /** "POST /api/match" per request, with the body sent. */
    val requests: MutableList<String> = CopyOnWriteArrayList()
    val bodies: MutableList<String> = CopyOnWriteArrayList()

    private val answers = script.toList()
    private val server = HttpServer.create(InetSocketAddress("127.0.0.1", 0), 0)

    val port: Int get() = server.address.port

    init {
        server.createContext("/") { exchange ->
            exchange.use {
                bodies += it.requestBody.readBytes().decodeToString()
                requests += "${it.requestMethod} ${it.requestURI.path}"
                val answer = answers[minOf(requests.size, answers.size) - 1]
                Thread.sleep(answer.delayMillis)
                answer.headers.forEach { (name, value) -> it.responseHeaders.add(name, value) }
                it.responseHeaders.add("Content-Type", "application/json")
                val bytes = answer.body.toByteArray()
                it.sendResponseHeaders(answer.status, bytes.size.toLong())
                it.responseBody.write(bytes)
            }
        }
        server.start()
    }

    override fun close() = server.stop(0)

    companion object {
        const val NO_MATCH = """{"matched":false}"""
        const val UNAVAILABLE = """{"error":"The store is not answering","code":"UNAVAILABLE"}"""
        val MATCH = """{"matched":true,"deepLink":"acme://promo","params":{"coupon":"C1"},"slug":"promo","subdomain":"demo",""" +
            """"title":"Promo","projectId":"demo","clickedAt":"2026-01-01T00:00:00.000Z","matchType":"referrer","confidence":1}"""
    }
}
