import type { ExtensionBridge } from './bridge';
import type * as Contract from './contract';
import { ExtensionError } from './errors';

// The one bridge the app talks through; main.tsx (or a test) installs it for the build mode.
let current: ExtensionBridge | undefined;

export function installBridge(bridge: ExtensionBridge | undefined): void {
  current = bridge;
}

export function currentBridge(): ExtensionBridge | undefined {
  return current;
}

/**
 * Calls a remote function through the installed bridge. `remotes` is the part of the contract that
 * defines it, usually its download: a feature's api imports its own module of the contract
 * (`import('@/lib/extension/contract/<feature>')`) on its first call.
 */
export function callRemote<M extends Contract.Remotes, N extends keyof M & Contract.RemoteName>(
  remotes: M | Promise<M>,
  name: N,
  ...args: Contract.RemoteArgs<N>
): Promise<Contract.RemoteReply<N>> {
  if (!current)
    return Promise.reject(new ExtensionError('unreachable', name, 'The extension is not connected'));
  return current.call(remotes, name, ...args);
}

/** A write a person asked for: `actionKey` (newActionKey) is the same for every try of that one action. */
export function callRemoteAction<M extends Contract.Remotes, N extends keyof M & Contract.RemoteName>(
  remotes: M | Promise<M>,
  name: N,
  actionKey: string,
  ...args: Contract.RemoteArgs<N>
): Promise<Contract.RemoteReply<N>> {
  if (!current)
    return Promise.reject(new ExtensionError('unreachable', name, 'The extension is not connected'));
  return current.act(remotes, name, actionKey, ...args);
}

export function sendCommand<C extends Contract.CommandName>(
  cmd: C,
  fields: Contract.CommandFields<C>,
): Promise<Contract.CommandReply<C>> {
  if (!current)
    return Promise.reject(new ExtensionError('unreachable', cmd, 'The extension is not connected'));
  return current.command(cmd, fields);
}
