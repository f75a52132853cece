package dev.ferry

import java.util.concurrent.ConcurrentHashMap

/**
 * Where the library remembers that this install was already checked. On Android, use
 * `SharedPreferencesStorage` (dev.ferry.android): storage that an uninstall clears, so a
 * reinstall through a new link asks again. Suspending, so DataStore or a database fits too.
 */
public interface FerryStorage {
    public suspend fun getItem(key: String): String?

    public suspend fun setItem(key: String, value: String)
}

/** The default: remembers only while the process lives, so every app start asks again. */
public class MemoryStorage : FerryStorage {
    private val items = ConcurrentHashMap<String, String>()

    override suspend fun getItem(key: String): String? = items[key]

    override suspend fun setItem(key: String, value: String) {
        items[key] = value
    }
}
