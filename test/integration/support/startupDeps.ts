import { vi } from 'vitest';
import { ExtensionBridge } from '@/lib/extension/bridge';
import type { User } from '@/lib/session/api';
import type { StartupDeps } from '@/lib/session/startup';
import { scriptedTransport, type Scripted } from './scriptedTransport';

/** The account a start-up test's server knows. */
export const STARTUP_USER: User = {
  id: 1,
  email: 'alex@example.com',
  details: { firstName: 'Alex', lastName: 'Morgan' },
  planId: 3,
  linkedinAccount: { id: 'li-1', firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' },
};

/** A token kept in a variable, starting as `initial`; `token()` reads it. */
export function memoryTokens(initial: string | null) {
  let token = initial;
  const tokens: StartupDeps['tokens'] = {
    get: () => token,
    set: (t) => void (token = t),
    clear: () => void (token = null),
  };
  return { tokens, token: () => token };
}

/**
 * Start-up's dependencies over an extension that answers from `table` (on top of a current
 * version, a valid account and a working login) and a server that returns `STARTUP_USER` and no
 * plan settings; `deps` replaces any of them.
 */
export function scriptedStartup(
  table: Record<string, Scripted>,
  tokens: StartupDeps['tokens'],
  deps: Partial<StartupDeps> = {},
) {
  const script = scriptedTransport({
    getExtensionManifestVersion: '5.4.1',
    checkAccount: { ok: true },
    login: true,
    ...table,
  });
  const full: StartupDeps = {
    bridge: new ExtensionBridge(script.transport),
    hasExtensionId: true,
    sync: false,
    tokens,
    fetchUser: vi.fn(async () => STARTUP_USER),
    fetchPlanSettings: vi.fn(async () => null),
    removeSyncParam: vi.fn(),
    log: vi.fn(),
    ...deps,
  };
  return { script, deps: full };
}
