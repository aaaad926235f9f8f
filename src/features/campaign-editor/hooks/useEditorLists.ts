import { useSuspenseQuery } from '@tanstack/react-query';
import { savedListsQuery } from '@/lib/queries/lists';
import { campaignEditorQueries } from '../api';

// The pickers' options, loaded by the editor's routes.

export interface IdOption<T extends number | string = number> {
  id: T;
  label: string;
}

/** The user's other campaigns (never the one being edited), optionally of one type only. */
export function useOtherCampaignOptions(campaignId: number | null, module?: string): IdOption[] {
  const { data: campaigns } = useSuspenseQuery(campaignEditorQueries.miniCampaigns());
  return campaigns
    .filter((c) => c.id !== campaignId && (module === undefined || c.module === module))
    .map((c) => ({ id: c.id, label: c.name }));
}

/** The saved lists (keyword lists, saved messages). */
export function useSavedLists() {
  return useSuspenseQuery(savedListsQuery()).data;
}
