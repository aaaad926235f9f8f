// zod/mini: these schemas run on every navigation from the entry chunk, where the full zod API does not belong.
import * as z from 'zod/mini';
import { DASHBOARD_PERIOD_IDS } from '@/lib/constants';
import { EXTENSION_ID_PATTERN } from '@/lib/extension/extensionIds';

// Search parameters, validated; a bad value is dropped instead of breaking the page.
const optionalString = z.catch(
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
  undefined,
);
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

export const RootSearchSchema = z.object({
  connectTo: z.catch(z.optional(z.string().check(z.regex(EXTENSION_ID_PATTERN))), undefined),
  sync: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1))), undefined),
});

export const PaymentReturnSearchSchema = z.extend(RootSearchSchema, {
  gateway: optionalEnum(['airwallex', 'stripe']),
  payment: optionalEnum(['success', 'cancel', 'failed']),
  productId: optionalString,
  priceId: optionalString,
  p: optionalString,
  /** The dashboard's Activity period; absent is the default (Last 30 days). */
  period: optionalEnum(DASHBOARD_PERIOD_IDS),
});

export const ResetPasswordSearchSchema = z.object({ resetToken: optionalString, email: optionalString });
/**
 * /verifyEmail posts every parameter of its link (spec 000: "the page's query parameters"), so a
 * link with `code`, `uid` or anything else verifies too. Kept: plain names with a text, number or
 * true/false value, at most 20 of them; the app's own parameters (connectTo, sync) stay out.
 */
const MAX_LINK_PARAMS = 20;
const PLAIN_PARAM_NAME = /^[A-Za-z][\w.-]{0,39}$/;
export const VerifyEmailSearchSchema = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((search): Record<string, string> => {
    const kept: [string, string][] = [];
    for (const [name, value] of Object.entries(search)) {
      if (kept.length >= MAX_LINK_PARAMS) break;
      if (!PLAIN_PARAM_NAME.test(name) || name in RootSearchSchema.shape) continue;
      const text =
        typeof value === 'string'
          ? value.trim()
          : ['number', 'boolean'].includes(typeof value)
            ? String(value)
            : '';
      if (text && text.length <= 500) kept.push([name, text]);
    }
    return Object.fromEntries(kept);
  }),
);

/** Numeric route ids ({id}); anything else is null and the page says it was not found. */
export const parseNumericId = (raw: string): number | null => (/^\d{1,12}$/.test(raw) ? Number(raw) : null);
