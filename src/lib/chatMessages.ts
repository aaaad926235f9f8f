/**
 * The messages between the app and the chat frame (src/chatFrame/). The app sends the user's id
 * and e-mail and nothing else; the frame says when it is ready and when the person pressed Escape.
 */
export const CHAT_READY = 'reachly-chat:ready';
export const CHAT_CLOSE = 'reachly-chat:close';
export const CHAT_IDENTITY = 'reachly-chat:identity';

export interface ChatIdentity {
  id: number;
  email: string;
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

/** The message's type when it is one of the frame's, else null. */
export const frameMessageType = (data: unknown): typeof CHAT_READY | typeof CHAT_CLOSE | null =>
  isRecord(data) && (data.type === CHAT_READY || data.type === CHAT_CLOSE) ? data.type : null;

/** The identity message the app posts: exactly the id and the e-mail. */
export const identityMessage = ({ id, email }: ChatIdentity) => ({ type: CHAT_IDENTITY, id, email });

/** The identity from an app message, or null when it is anything else. */
export function readIdentity(data: unknown): ChatIdentity | null {
  if (!isRecord(data) || data.type !== CHAT_IDENTITY) return null;
  const { id, email } = data;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof email !== 'string' || email.length > 320)
    return null;
  return { id, email };
}
