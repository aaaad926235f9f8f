import type * as z from 'zod/mini';
import type {
  CommandFields,
  CommandName,
  Commands,
  CommandReply,
  RemoteArgs,
  RemoteName,
  RemoteReply,
  Remotes,
} from './contract';
import { ACK_REFUSED } from './contract/shared/constants';
import type { RemoteSpec } from './contract/shared/define';
import { capabilityState, learnFromCall } from './capabilities';
import { ExtensionError, isExtensionError, type ReplyIssue } from './errors';
import { recordCall, type JournalEntry } from '../journal';
import { recordPush } from './pushLog';
import type { PortStatus, Transport } from './transport';
import {
  commandMessage,
  PushMessageSchema,
  remoteMessage,
  ReplyEnvelopeSchema,
  type PushMessage,
} from './wire';

export const DEFAULT_TIMEOUT_MS = 15_000;

let commands: Promise<Commands> | undefined;
/** The commands' schemas: the session's module of the contract, downloaded with the first command. */
export const loadCommands = (): Promise<Commands> =>
  (commands ??= import('./contract/session').then(
    (m) => m.commands,
    (e: unknown) => {
      commands = undefined; // tried again with the next command
      throw e;
    },
  ));

/** A write the extension answered with false or {error}: its words, as a refusal rather than a bad reply. */
function refusal(issues: readonly z.core.$ZodIssue[]): string | undefined {
  for (const issue of issues) {
    if (issue.code === 'custom' && issue.params?.kind === ACK_REFUSED) return issue.message;
    // An acknowledgement may be one branch of a reply (orAck): its refusal counts too.
    const inBranch = issue.code === 'invalid_union' ? issue.errors.map(refusal).find(Boolean) : undefined;
    if (inBranch) return inBranch;
  }
}

/** A union's own issue says only "Invalid input": name the issue of the branch that got furthest instead. */
function furthestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return issue;
  let best: z.core.$ZodIssue | undefined;
  for (const branch of issue.errors) {
    const first = branch[0] && furthestIssue(branch[0]);
    if (first && (!best || first.path.length > best.path.length)) best = first;
  }
  return best ? { ...best, path: [...issue.path, ...best.path] } : issue;
}

/** Each issue with its path; `root` names the whole value (the reply, or its { ok, result } envelope). */
const issuesOf = (error: z.core.$ZodError, root = 'reply'): ReplyIssue[] =>
  error.issues.map(furthestIssue).map((issue) => ({
    path: issue.path.length ? issue.path.join('.') : root,
    message: issue.message,
  }));

const describeIssue = (error: z.core.$ZodError) => {
  const issue = issuesOf(error)[0];
  return issue ? `${issue.path}: ${issue.message}` : 'invalid value';
};

/** Checks what goes out (`invalid-args`: our bug) or comes back (a refusal, or a malformed reply) against the contract. */
function checked<T>(schema: z.ZodMiniType, value: unknown, name: string, what: 'args' | 'reply'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data as T;
  if (what === 'args')
    throw new ExtensionError(
      'invalid-args',
      name,
      `${name} was called with bad arguments (${describeIssue(result.error)})`,
    );
  const refused = refusal(result.error.issues);
  if (refused) throw new ExtensionError('remote', name, refused, 'refused');
  throw new ExtensionError(
    'malformed',
    name,
    `The extension sent an unexpected reply to ${name} (${describeIssue(result.error)})`,
    undefined,
    issuesOf(result.error),
  );
}

/** Runs a call and records it, with its outcome, in the journal (the support snapshot). */
async function journaled<T>(channel: 'rpc' | 'cmd', name: string, args: unknown, run: () => Promise<T>) {
  const started = Date.now();
  const journal = (ok: boolean, detail: Pick<JournalEntry, 'result' | 'error' | 'kind'>) =>
    recordCall({ at: started, channel, name, args, ms: Date.now() - started, ok, ...detail });
  try {
    const result = await run();
    journal(true, { result });
    return result;
  } catch (e) {
    journal(false, {
      error: e instanceof Error ? e.message : String(e),
      ...(isExtensionError(e) && { kind: e.kind }),
    });
    throw e;
  }
}

/** Typed calls to the extension over any transport; every reply is checked against the contract. */
export class ExtensionBridge {
  private readonly pushListeners = new Set<(push: PushMessage) => void>();
  private readonly statusListeners = new Set<(status: PortStatus) => void>();
  private closePort?: () => void;
  private portStatus: PortStatus = 'disconnected';

  constructor(
    readonly transport: Transport,
    private readonly defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  /** Calls `name` with the schemas in `remotes`: the part of the contract that defines it (or its download). */
  call<M extends Remotes, N extends keyof M & RemoteName>(
    remotes: M | Promise<M>,
    name: N,
    ...args: RemoteArgs<N>
  ): Promise<RemoteReply<N>> {
    return journaled('rpc', name, args, () => this.callOnce(remotes, name, args));
  }

  /**
   * A write a person asked for once: `actionKey` (from newActionKey, kept across Try again) travels
   * with the call so an extension can answer a repeat without doing it twice.
   */
  act<M extends Remotes, N extends keyof M & RemoteName>(
    remotes: M | Promise<M>,
    name: N,
    actionKey: string,
    ...args: RemoteArgs<N>
  ): Promise<RemoteReply<N>> {
    return journaled('rpc', name, args, () => this.callOnce(remotes, name, args, actionKey));
  }

  /** One remote call; an optional capability the extension lacks fails at once, without a message. */
  private async callOnce<M extends Remotes, N extends keyof M & RemoteName>(
    remotes: M | Promise<M>,
    name: N,
    args: RemoteArgs<N>,
    actionKey?: string,
  ): Promise<RemoteReply<N>> {
    if (capabilityState(name) === 'absent')
      throw learnFromCall(
        name,
        new ExtensionError('unsupported', name, `This extension does not offer ${name}`),
      );
    try {
      const reply = await this.send(remotes, name, args, actionKey);
      learnFromCall(name);
      return reply;
    } catch (e) {
      throw learnFromCall(name, e);
    }
  }

  /** Sends one call and checks its arguments, its envelope and its reply against the contract. */
  private async send<M extends Remotes, N extends keyof M & RemoteName>(
    remotes: M | Promise<M>,
    name: N,
    args: RemoteArgs<N>,
    actionKey?: string,
  ): Promise<RemoteReply<N>> {
    const spec = (await remotes)[name] as RemoteSpec;
    const checkedArgs = checked<unknown[]>(spec.args, args, name, 'args');
    const raw = await this.transport.send(
      remoteMessage(name, checkedArgs, actionKey),
      spec.timeoutMs ?? this.defaultTimeoutMs,
    );
    const envelope = ReplyEnvelopeSchema.safeParse(raw);
    if (!envelope.success)
      throw new ExtensionError(
        'malformed',
        name,
        `The extension sent a malformed reply to ${name}`,
        undefined,
        issuesOf(envelope.error, 'envelope'),
      );
    if (!envelope.data.ok) {
      throw new ExtensionError('remote', name, envelope.data.error.message, envelope.data.error.code);
    }
    return checked<RemoteReply<N>>(spec.reply, envelope.data.result, name, 'reply');
  }

  command<C extends CommandName>(cmd: C, fields: CommandFields<C>): Promise<CommandReply<C>> {
    return journaled('cmd', cmd, fields, async () => {
      const spec = (await loadCommands())[cmd];
      const checkedFields = checked<CommandFields<C>>(spec.fields, fields, cmd, 'args');
      const raw = await this.transport.send(commandMessage(cmd, checkedFields), this.defaultTimeoutMs);
      const failed = ReplyEnvelopeSchema.safeParse(raw);
      if (failed.success && !failed.data.ok) {
        throw new ExtensionError('remote', cmd, failed.data.error.message, failed.data.error.code);
      }
      const value = failed.success && failed.data.ok ? failed.data.result : raw;
      return checked<CommandReply<C>>(spec.reply, value, cmd, 'reply');
    });
  }

  /** Pushed messages; the port opens with the first listener and closes with the last. */
  onPush(listener: (push: PushMessage) => void): () => void {
    this.pushListeners.add(listener);
    if (!this.closePort) {
      this.closePort = this.transport.listen(
        (raw) => {
          const push = PushMessageSchema.safeParse(raw);
          if (!push.success) {
            console.warn('Ignored an unexpected message from the extension', raw);
            return;
          }
          recordPush(push.data);
          this.pushListeners.forEach((l) => l(push.data));
        },
        (status) => {
          this.portStatus = status;
          this.statusListeners.forEach((l) => l(status));
        },
      );
    }
    return () => {
      this.pushListeners.delete(listener);
      if (this.pushListeners.size === 0) {
        this.closePort?.();
        this.closePort = undefined;
      }
    };
  }

  /** The port's state now (the diagnostics page and support snapshots). */
  get currentPortStatus(): PortStatus {
    return this.portStatus;
  }

  onPortStatus(listener: (status: PortStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.portStatus);
    return () => this.statusListeners.delete(listener);
  }
}
