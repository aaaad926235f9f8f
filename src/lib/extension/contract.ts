import type * as z from 'zod/mini';
import { authRemotes } from './contract/auth';
import { campaignDetailRemotes } from './contract/campaignDetail';
import { campaignEditorRemotes } from './contract/campaignEditor';
import { campaignsRemotes } from './contract/campaigns';
import { crmRemotes } from './contract/crm';
import { dashboardRemotes } from './contract/dashboard';
import { listsRemotes } from './contract/lists';
import { messengerRemotes } from './contract/messenger';
import { commands, sessionRemotes } from './contract/session';
import { settingsRemotes } from './contract/settings';
import { subscriptionsRemotes } from './contract/subscriptions';
import { toolsRemotes } from './contract/tools';

/**
 * The single source of truth for talking to the extension: every command and every remote
 * function of both spec files, each with zod schemas for arguments and reply. One module per
 * feature (./contract/<feature>.ts); a feature's api imports its module when it first calls.
 * This map of them all is for the simulated extension's types, support snapshots and tests.
 */
export const remoteFunctions = {
  ...sessionRemotes,
  ...authRemotes,
  ...dashboardRemotes,
  ...subscriptionsRemotes,
  ...campaignsRemotes,
  ...campaignEditorRemotes,
  ...campaignDetailRemotes,
  ...messengerRemotes,
  ...listsRemotes,
  ...crmRemotes,
  ...settingsRemotes,
  ...toolsRemotes,
};
export { commands };

export type RemoteFunctions = typeof remoteFunctions;
export type RemoteName = keyof RemoteFunctions;
/** Some of the remote functions with their schemas: a feature's module of the contract. */
export type Remotes = Partial<RemoteFunctions>;
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

// The contract's types (values come from the module that defines them).
export type * from './contract/shared/entities';
export type * from './contract/shared/tolerant';
export type * from './contract/session';
export type * from './contract/subscriptions';
export type * from './contract/dashboard';
export type * from './contract/campaigns';
export type * from './contract/campaignEditor';
export type * from './contract/campaignDetail';
export type * from './contract/messenger';
export type * from './contract/lists';
export type * from './contract/settings';
export type * from './contract/tools';
