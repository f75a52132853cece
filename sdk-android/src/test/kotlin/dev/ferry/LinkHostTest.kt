package dev.ferry

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class LinkHostTest {
    @Test
    fun `a project host names its project by its first label and is called as it is`() {
        val host = LinkHost.read("https://Acme.links.example.com/", null)
        assertEquals("https://acme.links.example.com", host.apiOrigin)
        assertEquals("acme", host.subdomain)
        assertNull(host.bodySubdomain) // the server finds the project from the host
    }

    @Test
    fun `a localhost subdomain is called on localhost at its port, the project named in the body`() {
        val host = LinkHost.read("http://demo.localhost:8080", null)
        assertEquals("http://demo.localhost:8080", host.origin)
        assertEquals("http://localhost:8080", host.apiOrigin)
        assertEquals("demo", host.bodySubdomain)
    }

    @Test
    fun `an address names no project, so the subdomain option does`() {
        assertNull(LinkHost.read("http://10.0.2.2:8080", null).subdomain)
        val host = LinkHost.read("http://10.0.2.2:8080", "demo")
        assertEquals("demo", host.subdomain)
        assertEquals("demo", host.bodySubdomain)
    }

    @Test
    fun `a host that is no http URL is a configuration error that says what was given`() {
        val error = assertThrows<FerryException.Config> { LinkHost.read("acme.links.example.com", null) }
        assertTrue(error.message!!.contains("(got \"acme.links.example.com\")"), error.message)
    }

    @Test
    fun `the slug is the first path segment of a short URL, or the slug itself`() {
        assertEquals("summer-sale", LinkHost.slugOf("https://acme.links.example.com/summer-sale?utm=x#top"))
        assertEquals("summer_sale", LinkHost.slugOf("https://go.acme.com/summer_sale/more"))
        assertEquals("abc", LinkHost.slugOf("  /abc  "))
        assertNull(LinkHost.slugOf("https://acme.links.example.com/"))
        assertNull(LinkHost.slugOf("https://acme.links.example.com/%E2%9C%93"))
        assertNull(LinkHost.slugOf("acme://promo/42"))
    }
}
