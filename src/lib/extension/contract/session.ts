import * as z from 'zod/mini';
import { Ack, noArgs, remote } from './shared/define';
import { tolerantList } from './shared/tolerant';
import { TaskSchema } from './shared/entities';

// Spec 000 section 7: the commands and the session's remote functions (start-up, the account check).

const nullishString = () => z.nullish(z.string());

export const LimitsSchema = z.object({
  messages: z._default(z.number(), 1000),
  connectionRequests: z._default(z.number(), 100),
  profileViews: z._default(z.number(), 1000),
  engagements: z._default(z.number(), 100),
});
export type Limits = z.infer<typeof LimitsSchema>;

export const ChangelogEntrySchema = z.object({ version: z.string(), updates: z.array(z.string()) });

export const BaseDataSchema = z.object({
  code_version: z.number(),
  changelog: z._default(z.array(ChangelogEntrySchema), []),
  updateNoticeSeen: z._default(z.boolean(), true),
  build: z._default(z.number(), 0),
  config: z._default(z.object({ limits: z._default(LimitsSchema, () => LimitsSchema.parse({})) }), () => ({
    limits: LimitsSchema.parse({}),
  })),
});
export type BaseData = z.infer<typeof BaseDataSchema>;

export const LinkedinAccountSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  photo: nullishString(),
});
export type LinkedinAccount = z.infer<typeof LinkedinAccountSchema>;

/** getData (startup): the stored token, package info and base data. */
export const ExtensionDataSchema = z.object({
  token: nullishString(),
  packageInfo: z._default(z.object({ offline: z._default(z.boolean(), false) }), { offline: false }),
  baseData: BaseDataSchema,
});
export type ExtensionData = z.infer<typeof ExtensionDataSchema>;

const noFields = z.object({});

// Commands travel as { type: 'cmd', cmd, ...fields }.
export const commands = {
  login: { fields: z.object({ token: z.string(), route: z.optional(z.string()) }), reply: Ack },
  logout: { fields: noFields, reply: Ack },
  getUser: {
    fields: noFields,
    reply: z.looseObject({ linkedinAccount: z.nullish(LinkedinAccountSchema) }),
  },
  getData: { fields: noFields, reply: ExtensionDataSchema },
  assignAccount: { fields: z.object({ data: LinkedinAccountSchema }), reply: Ack },
} as const;

export const sessionRemotes = {
  checkAccount: remote(noArgs, z.object({ ok: z.boolean(), message: nullishString() })),
  markUpdateSeen: remote(noArgs, Ack),
  fetchCurrentLinkedinUser: remote(noArgs, z.nullable(LinkedinAccountSchema)),
  getExtensionManifestVersion: remote(noArgs, z.string()),
  getTasks: remote(noArgs, tolerantList(TaskSchema, 'task')),
};
