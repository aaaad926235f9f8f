// A service worker has no localStorage; msw's cookie store (created when msw loads) and the app's
// storage helpers expect one. An in-memory one is enough for the worker's lifetime.
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const memoryStorage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage });
}
