import { useCallback, useSyncExternalStore } from 'react';
import { newActionKey } from '@/lib/extension/actions';
import { now } from '@/lib/time/clock';
import { clearOnSignOut } from '@/lib/session/signOutCleanup';
import type { Attachment } from './api/mutations';

// The message each conversation is sending, outside the composer: the composer is keyed by
// conversation, so it unmounts on every switch, and a send must stay locked (and own its draft)
// until its outcome is known, whatever the composer does meanwhile.

/** One message a person sent: every try of it carries the same action key. */
export interface OutgoingMessage {
  conversationId: string;
  /** As typed: what leaves the draft once the extension accepts it. */
  text: string;
  attachments: Attachment[];
  actionKey: string;
  /** When Send was pressed: the check looks for the message from then on. */
  startedAt: number;
  /** The text as the extension filled it in, once known: a retry sends exactly this. */
  body?: string;
}

export type SendState =
  | { status: 'sending'; message: OutgoingMessage }
  /** The extension did not answer in time: the conversation is being read again. */
  | { status: 'checking'; message: OutgoingMessage }
  /** Checked and not found ('absent'), or the check itself failed ('unknown', with why). */
  | { status: 'unconfirmed'; message: OutgoingMessage; found: 'absent' | 'unknown'; detail?: string }
  | { status: 'failed'; message: OutgoingMessage; detail: string }
  /** processTemplate failed before anything went out: the text can go as typed. */
  | { status: 'not-filled'; message: OutgoingMessage; detail: string };

const states = new Map<string, SendState>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** A send in flight or being checked: Send and Ctrl+Enter do nothing. */
export const isLocked = (state: SendState | undefined): boolean =>
  state?.status === 'sending' || state?.status === 'checking';

export const outbox = {
  get: (conversationId: string): SendState | undefined => states.get(conversationId),

  /**
   * Takes the conversation's lock for a send of `text`, or answers null when one is in flight.
   * Sending the text of an unconfirmed send again is that same send: it keeps its key (and text).
   */
  claim(conversationId: string, text: string, attachments: Attachment[]): OutgoingMessage | null {
    const state = states.get(conversationId);
    if (isLocked(state)) return null;
    const message =
      state?.status === 'unconfirmed' && state.message.text.trim() === text.trim()
        ? state.message
        : { conversationId, text, attachments, actionKey: newActionKey(), startedAt: now() };
    states.set(conversationId, { status: 'sending', message });
    changed();
    return message;
  },

  /** Takes the lock to check an unconfirmed send again; false when something else holds it. */
  claimCheck(message: OutgoingMessage): boolean {
    const state = states.get(message.conversationId);
    if (state?.status !== 'unconfirmed' || state.message.actionKey !== message.actionKey) return false;
    states.set(message.conversationId, { status: 'checking', message });
    changed();
    return true;
  },

  /** Takes the lock to send a message whose shortcodes could not be filled in, as typed. */
  claimAsWritten(conversationId: string): OutgoingMessage | null {
    const state = states.get(conversationId);
    if (state?.status !== 'not-filled') return null;
    const message = { ...state.message, body: state.message.text };
    states.set(conversationId, { status: 'sending', message });
    changed();
    return message;
  },

  /** The send's next state (none: sent, nothing to show); a stale send's outcome is dropped. */
  settle(message: OutgoingMessage, next: SendState | null): void {
    if (states.get(message.conversationId)?.message.actionKey !== message.actionKey) return;
    if (next) states.set(message.conversationId, next);
    else states.delete(message.conversationId);
    changed();
  },

  /** Closes a failure's note; a send in flight or unconfirmed keeps its state. */
  dismiss(conversationId: string): void {
    const status = states.get(conversationId)?.status;
    if (status !== 'failed' && status !== 'not-filled') return;
    states.delete(conversationId);
    changed();
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },

  /** Forgets every send (tests, and signing out). */
  clear(): void {
    states.clear();
    changed();
  },
};

// A message being sent or checked belongs to the account that typed it.
clearOnSignOut('messenger outbox', outbox.clear);

/** The conversation's send, live across remounts. */
export function useOutgoing(conversationId: string): SendState | undefined {
  const read = useCallback(() => outbox.get(conversationId), [conversationId]);
  return useSyncExternalStore(outbox.subscribe, read, read);
}
