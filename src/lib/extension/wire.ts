// zod/mini: the wire format is checked at start-up, so it must not pull the full zod API into the entry.
import * as z from 'zod/mini';

/**
 * The wire format between the app and the extension, kept in one module so it can change in one place.
 * command:  { type: 'cmd', cmd, ...fields }         reply: the command's value, or { ok:false, error }
 * remote:   { type: 'rpc', name, args, actionKey? }  reply: { ok: true, result } | { ok: false, error }
 *           actionKey: one person's action (a send, a bulk change); a repeat with the same key is the same
 *           action, so an extension may answer it without doing it again (the spec does not name it).
 * port:     name 'app'; pushes { type: 'event', data } and { cmd: 'eventsUpdated' }
 */
export const PORT_NAME = 'app';

export interface CommandMessage {
  type: 'cmd';
  cmd: string;
  [field: string]: unknown;
}
export interface RemoteMessage {
  type: 'rpc';
  name: string;
  args: unknown[];
  actionKey?: string;
}
export type OutgoingMessage = CommandMessage | RemoteMessage;

export const commandMessage = (cmd: string, fields: object): CommandMessage => ({
  ...fields,
  type: 'cmd',
  cmd,
});
export const remoteMessage = (name: string, args: unknown[], actionKey?: string): RemoteMessage =>
  actionKey === undefined ? { type: 'rpc', name, args } : { type: 'rpc', name, args, actionKey };

export const WireErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.union([z.string(), z.number()])),
});
export const ReplyEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: WireErrorSchema }),
]);
export type ReplyEnvelope = z.infer<typeof ReplyEnvelopeSchema>;

export const PushMessageSchema = z.union([
  z.object({ type: z.literal('event'), data: z.looseObject({ name: z.string() }) }),
  z.looseObject({ cmd: z.literal('eventsUpdated') }),
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;

export const ok = (result: unknown): ReplyEnvelope => ({ ok: true, result });
export const fail = (message: string, code?: string | number): ReplyEnvelope => ({
  ok: false,
  error: code === undefined ? { message } : { message, code },
});
