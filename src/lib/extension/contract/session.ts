import * as z from 'zod/mini';
import { Ack, LooseBoolean, noArgs, remote } from './shared/define';
import {
  IdText,
  LooseNumber,
  noneIfFalsy,
  tolerantList,
  TolerantToken,
  VerdictSchema,
} from './shared/tolerant';
import { TaskSchema } from './shared/entities';

// Spec 000 section 7: the commands and the session's remote functions (start-up, the account check).

const nullishString = () => z.nullish(z.string());

export const LimitsSchema = z.object({
  messages: z._default(LooseNumber, 1000),
  connectionRequests: z._default(LooseNumber, 100),
  profileViews: z._default(LooseNumber, 1000),
  engagements: z._default(LooseNumber, 100),
});
export type Limits = z.infer<typeof LimitsSchema>;

export const ChangelogEntrySchema = z.object({
  version: IdText,
  updates: z._default(z.array(z.string()), []),
});

export const BaseDataSchema = z.object({
  code_version: LooseNumber,
  changelog: z._default(tolerantList(ChangelogEntrySchema, 'changelog entry'), []),
  updateNoticeSeen: z._default(LooseBoolean, true),
  build: z._default(LooseNumber, 0),
  config: z._default(z.object({ limits: z._default(LimitsSchema, () => LimitsSchema.parse({})) }), () => ({
    limits: LimitsSchema.parse({}),
  })),
});
export type BaseData = z.infer<typeof BaseDataSchema>;

export const LinkedinAccountSchema = z.object({
  /** Kept as text; an extension or server may send it as a number. */
  id: IdText,
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  email: z.string(),
  photo: nullishString(),
});
export type LinkedinAccount = z.infer<typeof LinkedinAccountSchema>;

/** getData (startup): the stored token, package info and base data. */
export const ExtensionDataSchema = z.object({
  token: TolerantToken,
  packageInfo: z._default(z.object({ offline: z._default(LooseBoolean, false) }), { offline: false }),
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
  /** Spec: "not shown". `true` / `false` or `{ ok, message }` (and the like, VerdictSchema). */
  checkAccount: remote(noArgs, VerdictSchema),
  markUpdateSeen: remote(noArgs, Ack),
  fetchCurrentLinkedinUser: remote(noArgs, noneIfFalsy(LinkedinAccountSchema)),
  getExtensionManifestVersion: remote(noArgs, IdText),
  getTasks: remote(noArgs, tolerantList(TaskSchema, 'task')),
};
