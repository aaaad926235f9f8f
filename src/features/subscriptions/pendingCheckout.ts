import * as z from 'zod/mini';

/**
 * The checkout this tab started, kept in sessionStorage (one tab, survives the trip to the
 * gateway and back) with a single-use nonce. A payment return link acts only when it matches;
 * a forged link, one opened in another tab or one used before does nothing.
 */

const KEY = 'reachly.pendingCheckout';
/** A checkout page left open longer than this no longer counts. */
export const PENDING_CHECKOUT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const PendingCheckoutSchema = z.object({
  nonce: z.string().check(z.minLength(16)),
  gateway: z.enum(['airwallex', 'stripe']),
  productId: z.string().check(z.minLength(1)),
  priceId: z.nullable(z.string()),
  planName: z.string(),
  startedAt: z.number(),
});
export type PendingCheckout = z.infer<typeof PendingCheckoutSchema>;

const newNonce = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export function rememberCheckout(
  checkout: Omit<PendingCheckout, 'nonce' | 'startedAt'>,
  now = Date.now(),
): PendingCheckout {
  const pending: PendingCheckout = { ...checkout, nonce: newNonce(), startedAt: now };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage the return cannot be matched, and so it will do nothing: safe.
  }
  return pending;
}

function readPending(): PendingCheckout | null {
  try {
    const parsed = PendingCheckoutSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The pending checkout a return link belongs to, or null when this tab started no such checkout. */
export function pendingCheckoutFor(
  ret: { gateway: string; productId?: string; priceId?: string },
  now = Date.now(),
): PendingCheckout | null {
  const pending = readPending();
  if (!pending || now - pending.startedAt > PENDING_CHECKOUT_MAX_AGE_MS || now < pending.startedAt)
    return null;
  if (pending.gateway !== ret.gateway || pending.productId !== ret.productId) return null;
  if (pending.priceId !== null && pending.priceId !== ret.priceId) return null;
  return pending;
}

/** Uses the nonce up: true once, for the checkout that holds it; false for a replay. */
export function consumeCheckout(nonce: string): boolean {
  const pending = readPending();
  if (!pending || pending.nonce !== nonce) return false;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    return false;
  }
  return true;
}
