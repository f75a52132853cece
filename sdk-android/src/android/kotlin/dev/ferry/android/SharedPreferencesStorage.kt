package dev.ferry.android

import android.content.Context
import android.content.SharedPreferences
import dev.ferry.FerryStorage
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

/**
 * The once-per-install answer kept in SharedPreferences: private to the app and cleared by an
 * uninstall, so a reinstall through a new link asks Ferry again. Exclude the file from Auto
 * Backup (README, "Backup"): a restored copy would answer an old install's link instead.
 */
public class SharedPreferencesStorage(private val preferences: SharedPreferences) : FerryStorage {
    // On the IO dispatcher: the first read waits for the file to load, and commit() writes it.
    override suspend fun getItem(key: String): String? = withContext(Dispatchers.IO) { preferences.getString(key, null) }

    override suspend fun setItem(key: String, value: String) {
        // commit(), not apply(): the answer is on disk before deferredLink() returns it, so a
        // process killed right after still never asks twice.
        withContext(Dispatchers.IO) { preferences.edit().putString(key, value).commit() }
    }

    public companion object {
        /** The preferences file, `shared_prefs/ferry.xml`: the name the backup rules exclude. */
        public const val FILE_NAME: String = "ferry"

        public fun of(context: Context): SharedPreferencesStorage =
            SharedPreferencesStorage(context.applicationContext.getSharedPreferences(FILE_NAME, Context.MODE_PRIVATE))
    }
}
