import { z } from 'zod';
import { DASHBOARD_PERIOD_IDS } from '@/lib/constants';
import { EXTENSION_ID_PATTERN } from '@/lib/extension/extensionIds';

// Search parameters, validated; a bad value is dropped instead of breaking the page.
const optionalString = z.string().trim().min(1).max(500).optional().catch(undefined);

export const RootSearchSchema = z.object({
  connectTo: z.string().regex(EXTENSION_ID_PATTERN).optional().catch(undefined),
  sync: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
});

export const PaymentReturnSearchSchema = RootSearchSchema.extend({
  gateway: z.enum(['airwallex', 'stripe']).optional().catch(undefined),
  payment: z.enum(['success', 'cancel', 'failed']).optional().catch(undefined),
  productId: optionalString,
  priceId: optionalString,
  p: optionalString,
  /** The dashboard's Activity period; absent is the default (Last 30 days). */
  period: z.enum(DASHBOARD_PERIOD_IDS).optional().catch(undefined),
});

export const ResetPasswordSearchSchema = z.object({ resetToken: optionalString, email: optionalString });
export const VerifyEmailSearchSchema = z.object({ token: optionalString, email: optionalString });

/** Numeric route ids ({id}); anything else is null and the page says it was not found. */
export const parseNumericId = (raw: string): number | null => (/^\d{1,12}$/.test(raw) ? Number(raw) : null);
