// Browser storage, always guarded: storage can be full, disabled, or blocked with the site's data
// (then merely reading `localStorage` throws a SecurityError). The app keeps working for the tab:
// what cannot be stored is kept in memory instead.

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Every key held, in storage or (blocked storage) in this tab's memory. */
  keys(): string[];
}

function guarded(name: 'localStorage' | 'sessionStorage'): SafeStorage {
  const memory = new Map<string, string>();
  const storage = (): Storage => window[name];
  return {
    get(key) {
      try {
        return storage().getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        storage().setItem(key, value);
        memory.delete(key);
      } catch (e) {
        console.warn(`Could not write to ${name}; kept for this tab only`, e);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage().removeItem(key);
      } catch {
        // blocked storage: the memory copy is gone, nothing else to remove
      }
    },
    keys() {
      const keys = new Set(memory.keys());
      try {
        const stored = storage();
        for (let i = 0; i < stored.length; i++) {
          const key = stored.key(i);
          if (key !== null) keys.add(key);
        }
      } catch {
        // blocked storage: only the memory copy
      }
      return [...keys];
    },
  };
}

export const safeLocalStorage = guarded('localStorage');

const TOKEN_KEY = 'reachly.token';
const EXTENSION_ID_KEY = 'reachly.extensionId';

export const tokenStore = {
  get: () => safeLocalStorage.get(TOKEN_KEY),
  set: (token: string) => safeLocalStorage.set(TOKEN_KEY, token),
  clear: () => safeLocalStorage.remove(TOKEN_KEY),
};

export const extensionIdStore = {
  get: () => safeLocalStorage.get(EXTENSION_ID_KEY),
  set: (id: string) => safeLocalStorage.set(EXTENSION_ID_KEY, id),
};
