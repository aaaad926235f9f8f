// Local storage keys the app owns. Access is guarded: storage can be full or disabled.

const TOKEN_KEY = 'reachly.token';
const EXTENSION_ID_KEY = 'reachly.extensionId';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (e) {
    console.warn('Could not write to local storage', e);
  }
}

export const tokenStore = {
  get: () => read(TOKEN_KEY),
  set: (token: string) => write(TOKEN_KEY, token),
  clear: () => write(TOKEN_KEY, null),
};

export const extensionIdStore = {
  get: () => read(EXTENSION_ID_KEY),
  set: (id: string) => write(EXTENSION_ID_KEY, id),
};
