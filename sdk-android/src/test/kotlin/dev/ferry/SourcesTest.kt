package dev.ferry

import java.io.File
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

// What the compiler cannot see: the core stays plain Kotlin/JVM (the tests run it without
// Android), and the README shows the app code that the build compiles against the Android API.
class SourcesTest {
    private fun kotlinFiles(folder: String) = File(folder).walk().filter { it.name.endsWith(".kt") }.toList()

    @Test
    fun `the core imports nothing of Android, which is for the adapters in src-android`() {
        val offenders = kotlinFiles("src/main/kotlin").filter { file -> file.readLines().any { it.startsWith("import android") } }
        assertEquals(emptyList<File>(), offenders)
    }

    @Test
    fun `the README shows the example app's files exactly as the build compiles them`() {
        val readme = File("README.md").readText()
        val examples = kotlinFiles("src/android-example/kotlin")
        assertEquals(2, examples.size, examples.toString())
        for (file in examples) {
            assertTrue(readme.contains("```kotlin\n${file.readText()}```\n"), "README.md lacks ${file.path} as it is: copy it in")
        }
    }
}
