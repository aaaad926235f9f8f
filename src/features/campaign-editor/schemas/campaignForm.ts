import * as z from 'zod/mini';
import type { EditorModule } from '../constants';
import { MESSAGES } from '../copy';
import { usesSalesNavigator } from '../sources';
import { isHttpUrl } from '../urls';
import { delaySchema, idList, NameSchema, perDaySchema, type SchemaContext } from './fields';
import { messageTypeSchema } from './message';
import { sourceSchema } from './source';
import { ConnectTypeSchema, EngageTypeSchema, ViewTypeSchema } from './typeOptions';

// The whole editor form: the common part, and the schema of each campaign type.

/** The common part: name, source, exclusions, per day, delay and the advanced options. */
function commonSchema(module: EditorModule, ctx: SchemaContext) {
  return z.object({
    module: z.literal(module),
    name: NameSchema,
    source: sourceSchema(module, ctx),
    tasklist: z.array(z.number()),
    excludeKeywords: idList,
    perDay: perDaySchema(module, ctx.cap),
    delay: delaySchema(module),
    fetchMethod: z.enum(['partial', 'full']),
    pauseAfterFetch: z.boolean(),
    postProfiles: z.boolean(),
    webhookUrl: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isHttpUrl(v), { error: MESSAGES.webhookUrl }),
    ),
  });
}

/**
 * The form's values (what the fields hold, before the schema's clean-up): every field of every
 * type, so switching sections loses nothing; the schema of the chosen type checks its own part.
 */
export type CampaignFormValues = z.input<ReturnType<typeof commonSchema>> & {
  msg: z.input<ReturnType<typeof messageTypeSchema>>;
  connect: z.input<typeof ConnectTypeSchema>;
  view: z.input<typeof ViewTypeSchema>;
  engage: z.input<typeof EngageTypeSchema>;
};

/** The whole form of one type. Fields of the other types are not checked (and not saved). */
export function campaignFormSchema(module: EditorModule, ctx: SchemaContext) {
  const common = commonSchema(module, ctx);
  const requireWebhook = (v: { postProfiles: boolean; webhookUrl: string }, c: z.core.$RefinementCtx) => {
    if (v.postProfiles && !v.webhookUrl)
      c.addIssue({ code: 'custom', path: ['webhookUrl'], message: MESSAGES.webhookRequired });
  };
  switch (module) {
    case 'li-auto-msg':
      return z.extend(common, { msg: messageTypeSchema(ctx) }).check(
        z.superRefine((v, c) => {
          requireWebhook(v, c);
          if (v.msg.message && usesSalesNavigator(v.source) && !v.msg.message.subject)
            c.addIssue({
              code: 'custom',
              path: ['msg', 'message', 'subject'],
              message: MESSAGES.subjectRequired,
            });
        }),
      );
    case 'li-auto-conn':
      return z.extend(common, { connect: ConnectTypeSchema }).check(z.superRefine(requireWebhook));
    case 'li-auto-view':
      return z.extend(common, { view: ViewTypeSchema }).check(z.superRefine(requireWebhook));
    case 'li-engage':
      return z.extend(common, { engage: EngageTypeSchema }).check(z.superRefine(requireWebhook));
  }
}
