import { ENGAGE_PERIOD_RANGE, PERSONAL_NOTE_MAX } from './constants';
import type { SourceType } from '@/lib/extension/contract';
import type { EditorModule } from './constants';

// The editor's texts (spec 001 sections 5 and 8, verbatim where the spec gives them).

/** The objective cards, in the spec's order: view profile, connect, message, engage. */
export const OBJECTIVES: { module: EditorModule; title: string; description: string }[] = [
  {
    module: 'li-auto-view',
    title: 'View Profiles',
    description: 'View targeted profiles and optionally endorse their skills.',
  },
  {
    module: 'li-auto-conn',
    title: 'Grow your Network',
    description: 'Send bulk connection requests with a personal note.',
  },
  {
    module: 'li-auto-msg',
    title: 'Send Messages',
    description: 'Send bulk personalised messages built from profile data.',
  },
  {
    module: 'li-engage',
    title: 'Auto like, share, and comment',
    description: 'Like, share or comment on the latest posts of targeted people.',
  },
];
export const objectiveTitle = (m: EditorModule) => OBJECTIVES.find((o) => o.module === m)?.title ?? m;

export const SOURCE_LABELS: Record<SourceType, string> = {
  PEOPLE_SEARCH: 'LinkedIn people search',
  POST_COMMENTS: 'People who commented on a post',
  POST_REACTIONS: 'People who reacted to a post',
  PROFILE_URLS: 'List of profile URLs',
  GROUP_MEMBERS: 'Members of a group',
  CONNECTIONS: 'My connections',
  NEW_CONNECTIONS: 'New connections',
  OTHER_CAMPAIGNS: 'People from other campaigns',
};

export const MESSAGES = {
  nameRequired: 'Campaign name is required',
  objectiveRequired: 'Please select a campaign objective',
  messageChoiceRequired: 'Message choice is required',
  messageTextRequired: 'Message text is required',
  subjectRequired: 'A subject is required for sales navigator messages',
  reviewErrors: 'Please review and correct errors',
  searchUrlRequired: 'Linkedin people search URL is required',
  postUrlRequired: 'Linkedin post URL is required',
  profileUrlsRequired: 'Linkedin profile URLs is required',
  invalidUrl: 'Invalid URL. Please review the URL',
  salesNavigatorNotInPlan: 'Your current plan does not support sales navigator URLs',
  groupRequired: 'Source group is required',
  sourceCampaignsRequired: 'Source campaigns is required',
  filterCampaignsRequired: 'filterCampaigns is required',
  sourceTypeInvalid: 'Please choose a source this campaign type offers',
  followUpsNotInPlan: 'Your plan does not support sending follow up messages',
  followUpDelay: 'Follow-up delay must be at least 1 day',
  followUpMessageRequired: 'Follow-up message is required',
  chatDelay: 'Chat delay must be a whole number of seconds, 0 or more',
  perDayMin: 'The daily limit must be at least 1',
  personalNoteMax: `The personal note can have at most ${PERSONAL_NOTE_MAX} characters`,
  engagePeriod: `The period must be a whole number of days from ${ENGAGE_PERIOD_RANGE.min} to ${ENGAGE_PERIOD_RANGE.max}`,
  engageOneAction: 'Choose exactly one action: like, share or comment',
  commentsRequired: 'Add at least one comment',
  commentRequired: 'Comment text is required',
  endorseCount: 'Endorse count must be a whole number, 0 or more (0 endorses all visible skills)',
  lastActiveLimit: 'Last active limit must be a whole number of days, at least 1',
  initialDelay: 'Initial delay must be a whole number, 0 or more',
  webhookUrl: 'Webhook URL must be a valid http(s) URL',
  webhookRequired: 'A webhook URL is required to post profiles',
  delayRange: 'The delay range is not valid',
  sourceLocked: 'Activated campaigns cannot change their source',
} as const;

export const delayGapMessage = (gap: number) => `The delays must be at least ${gap} seconds apart`;

export const planLimitMessage = (allowed: number | string) =>
  `You’ve reached your plan limit of ${allowed} campaigns. Please delete an existing campaign or upgrade your plan to create more.`;
export const saveErrorMessage = (code: string | number | undefined, message: string) =>
  `Error Code ${code ?? 'unknown'}, ${message}`;

/** A run refused after a save: the save stands (spec 001 §7: "a reply with error true does nothing"). */
export const startRefusedText = (message: string | null | undefined) =>
  `The campaign was saved but not activated: ${saveErrorMessage('run_refused', message || 'the extension did not run it')}`;

/** Spec 001 §4: why a running campaign opens read-only, and the list's way out (its dialog). */
export const RUNNING_READ_ONLY = 'Editing a Running campaign requires stopping it first.';
export const PAUSE_DIALOG = {
  title: 'Campaign will be paused',
  text: 'Editing a Campaign will put it on pause until further activation. Are you sure?',
  confirm: 'Pause Campaign to Edit',
} as const;

// A save or start that timed out: what was checked, and what was found.
export const SAVING = 'Saving the campaign';
export const ACTIVATING = 'Activating the campaign';
const STATUS_SHOWN: Record<string, string> = { Added: 'Inactive' };
export const campaignStatusFound = (status: string) =>
  `Your campaigns were read again: this one shows as ${STATUS_SHOWN[status] ?? status}.`;
export const notSavedFound = (editing: boolean, couldNotRead: boolean) =>
  couldNotRead
    ? 'Your campaigns could not be read again either; look at the campaign list before you try again.'
    : editing
      ? 'Your campaigns were read again: this one does not show these changes yet. Try again sends the same save.'
      : 'Your campaigns were read again: no new campaign of this name is there yet. Try again sends the same save.';

/** The spec's daily-cap text of each type (section 8; engage from section 5). */
export function capMessage(module: EditorModule, n: number): string {
  switch (module) {
    case 'li-auto-msg':
      return `You can't send more than ${n} messages per day`;
    case 'li-auto-conn':
      return `You can't send more than ${n} connection requests per day`;
    case 'li-auto-view':
      return `You can't view more than ${n} profiles per day`;
    case 'li-engage':
      return `You can't do more than ${n} engagements per day`;
  }
}

/** How many names the 'Filter connections' preview shows before '…'. */
const MATCH_NAMES_SHOWN = 3;

/** The preview under 'Filter connections': how many connections the text matches, and a few names. */
export function connectionMatchesText(query: string, matches: { names: string[]; count: number }): string {
  if (matches.count === 0) return `No connection matches "${query}"`;
  const shown = matches.names.filter(Boolean).slice(0, MATCH_NAMES_SHOWN);
  const noun = matches.count === 1 ? 'connection' : 'connections';
  if (shown.length === 0) return `Matches ${matches.count} ${noun}`;
  const more = matches.count > shown.length ? ', …' : '';
  return `Matches ${matches.count} ${noun}: ${shown.join(', ')}${more}`;
}

/** Said quietly when the matches cannot be read; the filter is saved all the same. */
export const CONNECTION_MATCHES_UNAVAILABLE = 'Matching connections cannot be shown right now.';
