import * as z from 'zod/mini';
import { defaultFormValues } from './defaults';
import { EDITOR_MODULES } from './constants';
import type { CampaignFormValues } from './schemas/campaignForm';
import { CAMPAIGN_DRAFT_SCOPE, draftStorageKey } from '@/lib/draftAccount';
import { safeLocalStorage } from '@/lib/storage';
import { now as clockNow } from '@/lib/time/clock';

// Unsaved editor forms, one per create form and per edited campaign, among the signed-in
// account's drafts (lib/draftAccount.ts), so a reload, a dropped extension or an expired session
// loses nothing. Cleared on save or explicit discard, and by a confirmed logout.

/** The storage key of the draft of a campaign (null: the create form), or null when nobody is signed in. */
export const draftKey = (campaignId: number | null) =>
  draftStorageKey(CAMPAIGN_DRAFT_SCOPE, campaignId ?? 'new');

export const DraftSchema = z.object({
  version: z.literal(1),
  savedAt: z.number(),
  module: z.enum(EDITOR_MODULES),
  values: z.record(z.string(), z.unknown()),
});
/** A stored draft, its values filled up to a whole form. */
export type Draft = Omit<z.infer<typeof DraftSchema>, 'values'> & { values: CampaignFormValues };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Stored values over the type's defaults, one level deep, so an older draft still fills every field. */
export function mergeDraftValues(
  module: CampaignFormValues['module'],
  stored: Record<string, unknown>,
): CampaignFormValues {
  const base = defaultFormValues(module) as unknown as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in base) || value === undefined) continue;
    const b = base[key];
    merged[key] = isRecord(b) && isRecord(value) ? { ...b, ...value } : value;
  }
  merged.module = module;
  return merged as unknown as CampaignFormValues;
}

export const draftStore = {
  load(campaignId: number | null): Draft | null {
    const key = draftKey(campaignId);
    if (key === null) return null;
    try {
      const raw = safeLocalStorage.get(key);
      if (!raw) return null;
      const parsed = DraftSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return null;
      return { ...parsed.data, values: mergeDraftValues(parsed.data.module, parsed.data.values) };
    } catch {
      return null;
    }
  },
  save(campaignId: number | null, values: CampaignFormValues, now = clockNow()): void {
    const key = draftKey(campaignId);
    if (key === null) return; // the session ended: nothing is written back
    const draft: Draft = { version: 1, savedAt: now, module: values.module, values };
    safeLocalStorage.set(key, JSON.stringify(draft));
  },
  clear(campaignId: number | null): void {
    const key = draftKey(campaignId);
    if (key !== null) safeLocalStorage.remove(key);
  },
};
