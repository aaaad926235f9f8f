import * as z from 'zod/mini';

/**
 * The checkout this tab started, kept in sessionStorage (one tab, survives the trip to the
 * gateway and back) with a random nonce. A payment return link acts by itself only when it
 * matches; a forged link, one opened in another tab or one older than a day starts nothing.
 * The entry stays until the server has answered the activation (finishCheckout), so a try that
 * failed or was cut short by a reload can be made again with the same nonce.
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
  /** A try was sent and its answer is not known yet: the next one first checks the plan. */
  inFlight: z._default(z.boolean(), false),
});
export type PendingCheckout = z.infer<typeof PendingCheckoutSchema>;

const newNonce = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

function write(pending: PendingCheckout): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage the return cannot be matched, and so it will start nothing by itself: safe.
  }
}

export function rememberCheckout(
  checkout: Omit<PendingCheckout, 'nonce' | 'startedAt' | 'inFlight'>,
  now = Date.now(),
): PendingCheckout {
  const pending: PendingCheckout = { ...checkout, nonce: newNonce(), startedAt: now, inFlight: false };
  write(pending);
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

/** A try of the checkout's activation is being sent; the entry stays. */
export function markCheckoutInFlight(nonce: string): void {
  const pending = readPending();
  if (pending?.nonce === nonce) write({ ...pending, inFlight: true });
}

/** The server has answered (the plan started, or a definitive no): the nonce is used up. */
export function finishCheckout(nonce: string): void {
  if (readPending()?.nonce !== nonce) return;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the entry expires after a day.
  }
}
