import * as z from 'zod/mini';
import { SourceTypeSchema } from '@/lib/extension/contract/shared/entities';
import { SOURCES_BY_MODULE, type EditorModule } from '../constants';
import { MESSAGES } from '../copy';
import { isPeopleSearchUrl, isPostUrl, isProfileUrl, isSalesNavigatorUrl } from '../urls';
import { wholeNumber, type SchemaContext } from './fields';

// The Source section (spec 001 sections 3 and 5): every source's fields, and the rules of the
// chosen one.

export const SourceFormSchema = z.object({
  type: SourceTypeSchema,
  searchUrl: z.string().check(z.trim()),
  postUrl: z.string().check(z.trim()),
  profileUrls: z.string(),
  groupId: z.string(),
  pendingOnly: z.boolean(),
  connectionSearch: z.string().check(z.trim()),
  inputCampaigns: z.array(z.number()),
  inputStates: z.array(z.number().check(z.int(), z.gte(0), z.lte(3))),
  createdAfter: z.number(),
  initialDelay: wholeNumber(MESSAGES.initialDelay, 0),
  filterByCampaigns: z.boolean(),
  filterCampaigns: z.array(z.number()),
});
export type SourceFormValues = z.infer<typeof SourceFormSchema>;

/** The source of a type, with the rules of each source (section 5). */
export function sourceSchema(module: EditorModule, ctx: Pick<SchemaContext, 'salesNavigatorAllowed'>) {
  return SourceFormSchema.check(
    z.superRefine((s, c) => {
      const issue = (path: keyof SourceFormValues, message: string) =>
        c.addIssue({ code: 'custom', path: [path], message });
      if (!SOURCES_BY_MODULE[module].includes(s.type)) issue('type', MESSAGES.sourceTypeInvalid);
      switch (s.type) {
        case 'PEOPLE_SEARCH':
          if (!s.searchUrl) issue('searchUrl', MESSAGES.searchUrlRequired);
          else if (!isPeopleSearchUrl(s.searchUrl)) issue('searchUrl', MESSAGES.invalidUrl);
          else if (isSalesNavigatorUrl(s.searchUrl) && !ctx.salesNavigatorAllowed)
            issue('searchUrl', MESSAGES.salesNavigatorNotInPlan);
          break;
        case 'POST_COMMENTS':
        case 'POST_REACTIONS':
          if (!s.postUrl) issue('postUrl', MESSAGES.postUrlRequired);
          else if (!isPostUrl(s.postUrl)) issue('postUrl', MESSAGES.invalidUrl);
          break;
        case 'PROFILE_URLS': {
          const lines = s.profileUrls
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean);
          if (!lines.length) issue('profileUrls', MESSAGES.profileUrlsRequired);
          else if (lines.some((l) => !isProfileUrl(l))) issue('profileUrls', MESSAGES.invalidUrl);
          else if (!ctx.salesNavigatorAllowed && lines.some((l) => isSalesNavigatorUrl(l)))
            issue('profileUrls', MESSAGES.salesNavigatorNotInPlan);
          break;
        }
        case 'GROUP_MEMBERS':
          if (!s.groupId) issue('groupId', MESSAGES.groupRequired);
          break;
        case 'OTHER_CAMPAIGNS':
          if (!s.inputCampaigns.length) issue('inputCampaigns', MESSAGES.sourceCampaignsRequired);
          break;
        case 'NEW_CONNECTIONS':
          if (s.filterByCampaigns && !s.filterCampaigns.length)
            issue('filterCampaigns', MESSAGES.filterCampaignsRequired);
          break;
        case 'CONNECTIONS':
          break;
      }
    }),
  );
}
