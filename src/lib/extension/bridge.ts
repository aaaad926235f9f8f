import type * as z from 'zod/mini';
import type {
  CommandFields,
  CommandName,
  CommandReply,
  RemoteArgs,
  RemoteName,
  RemoteReply,
} from './contract';
import { ACK_REFUSED } from './contract/ackKind';
import { loadCommands, loadRemoteSpec } from './contractLoader';
import { ExtensionError } from './errors';
import { recordCall } from '../journal';
import type { PortStatus, Transport } from './transport';
import {
  commandMessage,
  PushMessageSchema,
  remoteMessage,
  ReplyEnvelopeSchema,
  type PushMessage,
} from './wire';

export const DEFAULT_TIMEOUT_MS = 15_000;

/** A write the extension answered with false or {error}: its words, as a refusal rather than a bad reply. */
const refusal = (error: z.core.$ZodError) => {
  const issue = error.issues.find((i) => i.code === 'custom' && i.params?.kind === ACK_REFUSED);
  return issue?.message;
};

const describeIssue = (error: z.core.$ZodError) => {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  const path = issue.path.length ? issue.path.join('.') : 'reply';
  return `${path}: ${issue.message}`;
};

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

  async call<N extends RemoteName>(name: N, ...args: RemoteArgs<N>): Promise<RemoteReply<N>> {
    const started = Date.now();
    const journal = (ok: boolean, detail: { result?: unknown; error?: string }) =>
      recordCall({ at: started, channel: 'rpc', name, args, ms: Date.now() - started, ok, ...detail });
    try {
      const spec = await loadRemoteSpec(name);
      const checkedArgs = spec.args.safeParse(args);
      if (!checkedArgs.success) {
        throw new ExtensionError(
          'invalid-args',
          name,
          `${name} was called with bad arguments (${describeIssue(checkedArgs.error)})`,
        );
      }
      const raw = await this.transport.send(
        remoteMessage(name, checkedArgs.data as unknown[]),
        spec.timeoutMs ?? this.defaultTimeoutMs,
      );
      const envelope = ReplyEnvelopeSchema.safeParse(raw);
      if (!envelope.success)
        throw new ExtensionError('malformed', name, `The extension sent a malformed reply to ${name}`);
      if (!envelope.data.ok) {
        throw new ExtensionError('remote', name, envelope.data.error.message, envelope.data.error.code);
      }
      const result = spec.reply.safeParse(envelope.data.result);
      if (!result.success) {
        const refused = refusal(result.error);
        if (refused) throw new ExtensionError('remote', name, refused, 'refused');
        throw new ExtensionError(
          'malformed',
          name,
          `The extension sent an unexpected reply to ${name} (${describeIssue(result.error)})`,
        );
      }
      journal(true, { result: result.data });
      return result.data as RemoteReply<N>;
    } catch (e) {
      journal(false, { error: e instanceof Error ? e.message : String(e) });
      throw e;
    }
  }

  async command<C extends CommandName>(cmd: C, fields: CommandFields<C>): Promise<CommandReply<C>> {
    const started = Date.now();
    const journal = (ok: boolean, detail: { result?: unknown; error?: string }) =>
      recordCall({
        at: started,
        channel: 'cmd',
        name: cmd,
        args: fields,
        ms: Date.now() - started,
        ok,
        ...detail,
      });
    try {
      const spec = (await loadCommands())[cmd];
      const checkedFields = spec.fields.safeParse(fields);
      if (!checkedFields.success) {
        throw new ExtensionError(
          'invalid-args',
          cmd,
          `${cmd} was called with bad arguments (${describeIssue(checkedFields.error)})`,
        );
      }
      const raw = await this.transport.send(commandMessage(cmd, checkedFields.data), this.defaultTimeoutMs);
      const failed = ReplyEnvelopeSchema.safeParse(raw);
      if (failed.success && !failed.data.ok) {
        throw new ExtensionError('remote', cmd, failed.data.error.message, failed.data.error.code);
      }
      const value = failed.success && failed.data.ok ? failed.data.result : raw;
      const result = spec.reply.safeParse(value);
      if (!result.success) {
        const refused = refusal(result.error);
        if (refused) throw new ExtensionError('remote', cmd, refused, 'refused');
        throw new ExtensionError(
          'malformed',
          cmd,
          `The extension sent an unexpected reply to ${cmd} (${describeIssue(result.error)})`,
        );
      }
      journal(true, { result: result.data });
      return result.data as CommandReply<C>;
    } catch (e) {
      journal(false, { error: e instanceof Error ? e.message : String(e) });
      throw e;
    }
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

  onPortStatus(listener: (status: PortStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.portStatus);
    return () => this.statusListeners.delete(listener);
  }
}
