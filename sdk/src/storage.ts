// Where the library remembers that this install was already checked. The shape fits React
// Native's AsyncStorage and window.localStorage as they are (sync answers are awaited too).

export interface StorageAdapter {
  getItem(key: string): Promise<string | null> | string | null;
  setItem(key: string, value: string): Promise<void> | void;
}

/** The default: remembers only while the app runs. Apps pass a persistent storage. */
export function memoryStorage(): StorageAdapter {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** A storage that fails (full, denied, corrupt) must not keep the app from its deep link. */
export async function readItem(storage: StorageAdapter, key: string): Promise<string | null> {
  try {
    return await storage.getItem(key);
  } catch {
    return null;
  }
}

export async function writeItem(storage: StorageAdapter, key: string, value: string): Promise<void> {
  try {
    await storage.setItem(key, value);
  } catch {
    // Not remembered: the next launch asks again, and the server answers the same device the
    // same match within its 5-minute grace window, or no match after it.
  }
}
