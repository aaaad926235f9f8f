import type { OutgoingMessage } from './wire';

/** What a transport delivers: raw replies and raw pushes. The bridge checks them. */
export interface Transport {
  readonly kind: 'chrome' | 'simulated' | 'replay';
  /** The extension it talks to (diagnostics show it); none for a replay. */
  readonly extensionId?: string;
  /** Sends one message and resolves with the raw reply; rejects on transport failure. */
  send(message: OutgoingMessage, timeoutMs: number): Promise<unknown>;
  /** Opens the push channel; `onMessage` gets raw pushes. Returns a function that closes it. */
  listen(onMessage: (raw: unknown) => void, onStatus?: (status: PortStatus) => void): () => void;
}

export type PortStatus = 'connected' | 'disconnected' | 'reconnecting';
