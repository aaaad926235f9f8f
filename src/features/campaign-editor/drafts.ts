import * as z from 'zod/mini';
import { defaultFormValues } from './defaults';
import { EDITOR_MODULES } from './constants';
import type { CampaignFormValues } from './schemas/campaignForm';
import { now as clockNow } from '@/lib/time/clock';

// Unsaved editor forms in local storage, one per create form and per edited campaign, so a
// reload or a dropped extension loses nothing. Cleared on save or explicit discard.

const PREFIX = 'reachly.campaignDraft.';
export const draftKey = (campaignId: number | null) => `${PREFIX}${campaignId ?? 'new'}`;

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
    try {
      const raw = localStorage.getItem(draftKey(campaignId));
      if (!raw) return null;
      const parsed = DraftSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return null;
      return { ...parsed.data, values: mergeDraftValues(parsed.data.module, parsed.data.values) };
    } catch {
      return null;
    }
  },
  save(campaignId: number | null, values: CampaignFormValues, now = clockNow()): void {
    try {
      const draft: Draft = { version: 1, savedAt: now, module: values.module, values };
      localStorage.setItem(draftKey(campaignId), JSON.stringify(draft));
    } catch (e) {
      console.warn('Could not save the campaign draft', e);
    }
  },
  clear(campaignId: number | null): void {
    try {
      localStorage.removeItem(draftKey(campaignId));
    } catch {
      // storage disabled: nothing to clear
    }
  },
};
