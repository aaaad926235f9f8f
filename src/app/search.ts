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
export const VerifyEmailSearchSchema = z.object({ token: optionalString, email: optionalString });

/** Numeric route ids ({id}); anything else is null and the page says it was not found. */
export const parseNumericId = (raw: string): number | null => (/^\d{1,12}$/.test(raw) ? Number(raw) : null);
