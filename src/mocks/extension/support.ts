import type { ExtensionImplementation } from '@/lib/extension/contract';
import type { World } from '../world/types';

/** A failure the simulated extension reports as { ok: false, error }. */
export class SimulatedFailure extends Error {
  readonly code?: string | number;
  constructor(message: string, code?: string | number) {
    super(message);
    this.code = code;
  }
}

export type Remotes = ExtensionImplementation['remotes'];
export type Commands = ExtensionImplementation['commands'];
/** The handlers of one feature's module of the contract (`typeof import('…/contract/<feature>').<feature>Remotes`). */
export type Handlers<M> = Pick<Remotes, keyof M & keyof Remotes>;

/** The server user the extension is signed in as, if any. */
export function signedInUser(w: World) {
  const token = w.extension.token;
  const id = token ? w.server.tokens[token] : undefined;
  return id === undefined ? undefined : w.server.users.find((u) => u.id === id);
}

export function requireUser(w: World) {
  const user = signedInUser(w);
  if (!user) throw new SimulatedFailure('You are not logged in', 401);
  return user;
}
