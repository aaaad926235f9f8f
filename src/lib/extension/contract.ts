import type * as z from 'zod/mini';
import { campaignRemotes } from './contract/campaigns';
import { crmRemotes, settingsRemotes } from './contract/crmSettings';
import { listRemotes } from './contract/lists';
import { messengerRemotes } from './contract/messenger';
import { commands, sessionRemotes, subscriptionRemotes } from './contract/session';

/**
 * The single source of truth for talking to the extension: every command and every remote
 * function of both spec files, each with zod schemas for arguments and reply.
 */
export const remoteFunctions = {
  ...sessionRemotes,
  ...subscriptionRemotes,
  ...campaignRemotes,
  ...messengerRemotes,
  ...listRemotes,
  ...crmRemotes,
  ...settingsRemotes,
};
export { commands };

export type RemoteFunctions = typeof remoteFunctions;
export type RemoteName = keyof RemoteFunctions;
export type RemoteArgs<N extends RemoteName> = z.input<RemoteFunctions[N]['args']>;
export type RemoteReply<N extends RemoteName> = z.output<RemoteFunctions[N]['reply']>;
/** What an implementation (the real or the simulated extension) sends back. */
export type RemoteWireReply<N extends RemoteName> = z.input<RemoteFunctions[N]['reply']>;

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandFields<C extends CommandName> = z.input<Commands[C]['fields']>;
export type CommandReply<C extends CommandName> = z.output<Commands[C]['reply']>;
export type CommandWireReply<C extends CommandName> = z.input<Commands[C]['reply']>;

/** An implementation of the whole contract; a missing function fails to compile. */
export type ExtensionImplementation = {
  remotes: {
    [N in RemoteName]: (...args: RemoteArgs<N>) => Promise<RemoteWireReply<N>> | RemoteWireReply<N>;
  };
  commands: {
    [C in CommandName]: (fields: CommandFields<C>) => Promise<CommandWireReply<C>> | CommandWireReply<C>;
  };
};

export * from './contract/entities';
export * from './contract/session';
export * from './contract/campaigns';
export * from './contract/messenger';
export * from './contract/lists';
export * from './contract/crmSettings';
export * from './contract/tolerant';
