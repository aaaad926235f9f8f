import type {
  CommandFields,
  CommandName,
  ExtensionImplementation,
  RemoteArgs,
  RemoteName,
} from '@/lib/extension/contract';
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
/**
 * What a profile of the simulated extension answers: some of the contract's calls, with replies of
 * any shape (the spec profile answers some in the spec's plainer shapes). `unhandled`: what a call
 * without a handler gets, an error reply ('refuse', the full profile) or no answer at all
 * ('no-answer', as a real extension's listener does with a message it does not handle).
 */
export interface SimulatedImplementation {
  commands: { [C in CommandName]?: (fields: CommandFields<C>) => unknown };
  remotes: { [N in RemoteName]?: (...args: RemoteArgs<N>) => unknown };
  unhandled?: 'refuse' | 'no-answer';
}
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
