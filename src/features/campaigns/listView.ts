import type { Campaign } from '@/lib/extension/contract';

// The manager list is filtered, split, sorted and paged in the browser (spec: paging is client-side).

/** What a row of the list (its buttons and its menu) asks for. */
export type RowCommand = 'toggle' | 'edit' | 'markAsComplete' | 'duplicate' | 'reset' | 'remove';
export type CampaignTab = 'active' | 'completed';
export type SortField = 'name' | 'lastRunDate';
export interface CampaignSort {
  field: SortField;
  order: 'asc' | 'desc';
}
export const DEFAULT_SORT: CampaignSort = { field: 'lastRunDate', order: 'desc' };

const inTab = (c: Campaign, tab: CampaignTab) =>
  tab === 'completed' ? c.status === 'Completed' : c.status !== 'Completed';

export function matchesSearch(c: Campaign, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || c.name.toLowerCase().includes(q);
}

const compare = (a: Campaign, b: Campaign, { field, order }: CampaignSort): number => {
  if (field === 'name') {
    const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    return order === 'asc' ? byName : -byName;
  }
  // Campaigns that never ran go last, whatever the direction.
  const x = a.lastRunDate ?? null;
  const y = b.lastRunDate ?? null;
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  return order === 'asc' ? x - y : y - x;
};

export interface CampaignListView {
  rows: Campaign[];
  counts: Record<CampaignTab, number>;
  pageCount: number;
  page: number;
}

/** The rows of one page of one tab, the tab counts (after search) and the page actually shown. */
export function campaignListView(
  campaigns: readonly Campaign[],
  {
    search,
    tab,
    sort,
    page,
    pageSize,
  }: { search: string; tab: CampaignTab; sort: CampaignSort; page: number; pageSize: number },
): CampaignListView {
  const found = campaigns.filter((c) => matchesSearch(c, search));
  const counts = { active: 0, completed: 0 };
  for (const c of found) counts[inTab(c, 'completed') ? 'completed' : 'active'] += 1;
  const sorted = found.filter((c) => inTab(c, tab)).sort((a, b) => compare(a, b, sort) || a.id - b.id);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const shown = Math.min(Math.max(1, page), pageCount);
  return { rows: sorted.slice((shown - 1) * pageSize, shown * pageSize), counts, pageCount, page: shown };
}
