import * as z from 'zod/mini';
import { DRIP_NOT_IN_PLAN } from '@/lib/session/featureGate';
import { MESSAGES } from '../copy';
import { wholeNumber, type SchemaContext } from './fields';

// The Message section of Send Messages (spec 001 sections 5 and 8): the chosen saved message,
// its follow-ups and the message options.

const FollowUpSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1, MESSAGES.followUpMessageRequired)),
  afterDays: wholeNumber(MESSAGES.followUpDelay, 1),
  onlyIfViewed: z.boolean(),
});
export type FollowUpValues = z.infer<typeof FollowUpSchema>;

/** The chosen saved message, editable, with its follow-ups. */
const MessageChoiceFieldsSchema = z.object({
  id: z.nullable(z.union([z.number(), z.string()])),
  name: z.string(),
  subject: z.string().check(z.trim()),
  message: z.string().check(z.trim(), z.minLength(1, MESSAGES.messageTextRequired)),
  followUps: z.array(FollowUpSchema),
  chatDelay: wholeNumber(MESSAGES.chatDelay, 0),
  splitMessage: z.boolean(),
});
export type MessageChoiceValues = z.infer<typeof MessageChoiceFieldsSchema>;

const isEmptyChoice = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'object' && Object.keys(v as object).length === 0);

/** The message choice: missing or an empty object is 'Message choice is required'. */
export function messageChoiceSchema(ctx: Pick<SchemaContext, 'dripCampaignAllowed'>) {
  const withPlan = MessageChoiceFieldsSchema.check(
    z.superRefine((m, c) => {
      // Spec 000's drip check, on save (a plan changed since the follow-ups were added); adding one
      // says spec 001's words in the upgrade dialog (MessageSection).
      if (m.followUps.length && !ctx.dripCampaignAllowed)
        c.addIssue({ code: 'custom', path: ['followUps'], message: DRIP_NOT_IN_PLAN });
    }),
  );
  const required = z
    .nullable(withPlan)
    .check(z.refine((m) => m !== null, { error: MESSAGES.messageChoiceRequired }));
  // zod/mini has no z.preprocess: a transform piped into the schema does the same.
  return z.pipe(
    // An older draft or stored campaign may hold {} for "no message".
    z.transform((v: MessageChoiceValues | null) => (isEmptyChoice(v) ? null : v)),
    // mini's refine does not narrow the type: the refine above rules null out.
    required as z.ZodMiniType<MessageChoiceValues, MessageChoiceValues | null>,
  );
}

/** Send Messages. */
export function messageTypeSchema(ctx: Pick<SchemaContext, 'dripCampaignAllowed'>) {
  return z.object({
    message: messageChoiceSchema(ctx),
    excludeIfAlreadyTalked: z.boolean(),
    ignoreFirstMessage: z.boolean(),
    excludeIfLastMessageType: z.enum(['', 'incoming', 'outgoing']),
    forceCreateNewConversations: z.boolean(),
    reachabilityFilter: z.boolean(),
    lastActiveLimit: wholeNumber(MESSAGES.lastActiveLimit, 1),
  });
}
