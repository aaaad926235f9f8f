import { SOURCE_TYPES } from '@/lib/extension/contract/shared/constants';
import type { SourceType } from '@/lib/extension/contract/shared/entities';

// The editor's fixed choices (spec 001 sections 5 and 9): the campaign types it edits, the
// sources each type offers and the queue states a source campaign's members are taken from.

export const EDITOR_MODULES = ['li-auto-view', 'li-auto-conn', 'li-auto-msg', 'li-engage'] as const;
export type EditorModule = (typeof EDITOR_MODULES)[number];
// Plain values, no zod here: the simulated extension imports these, and its boot stays without classic zod.
export const isEditorModule = (m: unknown): m is EditorModule =>
  (EDITOR_MODULES as readonly unknown[]).includes(m);

/** Which sources each type offers (spec 001 section 9). */
export const SOURCES_BY_MODULE: Record<EditorModule, readonly SourceType[]> = {
  // Message and view offer every source, in the contract's order.
  'li-auto-msg': SOURCE_TYPES,
  'li-auto-view': SOURCE_TYPES,
  // Connect omits CONNECTIONS and NEW_CONNECTIONS: they are already connected.
  'li-auto-conn': [
    'PEOPLE_SEARCH',
    'POST_COMMENTS',
    'POST_REACTIONS',
    'PROFILE_URLS',
    'GROUP_MEMBERS',
    'OTHER_CAMPAIGNS',
  ],
  'li-engage': [
    'PEOPLE_SEARCH',
    'PROFILE_URLS',
    'GROUP_MEMBERS',
    'CONNECTIONS',
    'OTHER_CAMPAIGNS',
    'POST_COMMENTS',
    'POST_REACTIONS',
  ],
};
export const DEFAULT_SOURCE_TYPE: SourceType = 'PEOPLE_SEARCH';

/** Queue states a source campaign's members can be taken from (other-campaign state filter 0-3). */
export const INPUT_STATES = [
  { value: 0, label: 'In Queue' },
  { value: 1, label: 'Success' },
  { value: 2, label: 'Skipped' },
  { value: 3, label: 'Failed' },
] as const;

// Editor-only limits and defaults (spec 001 section 9); they ship with the editor, not the entry.
export const PERSONAL_NOTE_MAX = 300;
export const ENGAGE_PERIOD_RANGE = { min: 1, max: 10 } as const;
export const FOLLOW_UP_DEFAULTS = { afterDays: 1, chatDelay: 15, splitMessage: true } as const;
export const LAST_ACTIVE_LIMIT_DEFAULT = 7;
export const DELAY_SLIDERS = {
  'li-auto-msg': { min: 30, max: 1800, gap: 30, step: 15, defaults: [30, 90], marks: [30, 300, 900] },
  'li-auto-view': { min: 30, max: 1800, gap: 30, step: 15, defaults: [30, 90], marks: [30, 300, 900] },
  'li-auto-conn': { min: 60, max: 1800, gap: 60, step: 15, defaults: [45, 75], marks: [30, 300, 900] },
  'li-engage': { min: 30, max: 1800, gap: 100, step: 15, defaults: [30, 90], marks: [60, 300, 900] },
} as const;
