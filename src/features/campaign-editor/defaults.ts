import { FOLLOW_UP_DEFAULTS, LAST_ACTIVE_LIMIT_DEFAULT } from './constants';
import { now as clockNow } from '@/lib/time/clock';
import { DEFAULT_SOURCE_TYPE, type EditorModule } from './constants';
import { defaultDelay } from './limits';
import type { CampaignFormValues } from './schemas/campaignForm';
import type { FollowUpValues, MessageChoiceValues } from './schemas/message';
import type { SourceFormValues } from './schemas/source';

// The form's starting values (spec 001 section 9) and the values a few controls put in.

function defaultSource(now = clockNow()): SourceFormValues {
  return {
    type: DEFAULT_SOURCE_TYPE,
    searchUrl: '',
    postUrl: '',
    profileUrls: '',
    groupId: '',
    pendingOnly: false,
    connectionSearch: '',
    inputCampaigns: [],
    inputStates: [],
    createdAfter: now,
    initialDelay: 0,
    filterByCampaigns: false,
    filterCampaigns: [],
  };
}

export const newFollowUp = (): FollowUpValues => ({
  message: '',
  afterDays: FOLLOW_UP_DEFAULTS.afterDays,
  onlyIfViewed: false,
});

/** A saved message (list item) as the editable choice. */
export function messageChoiceFromListItem(item: {
  id: number | string;
  name: string;
  data: { subject?: string; message?: string };
}): MessageChoiceValues {
  return {
    id: item.id,
    name: item.name,
    subject: item.data.subject ?? '',
    message: item.data.message ?? '',
    followUps: [],
    chatDelay: FOLLOW_UP_DEFAULTS.chatDelay,
    splitMessage: FOLLOW_UP_DEFAULTS.splitMessage,
  };
}

/** Create mode: the default options of a type (section 9). */
export function defaultFormValues(module: EditorModule, now = clockNow()): CampaignFormValues {
  return {
    module,
    name: '',
    source: defaultSource(now),
    tasklist: [],
    excludeKeywords: [],
    perDay: 1,
    delay: defaultDelay(module),
    fetchMethod: 'partial',
    pauseAfterFetch: false,
    postProfiles: false,
    webhookUrl: '',
    msg: {
      message: null,
      excludeIfAlreadyTalked: true,
      ignoreFirstMessage: false,
      excludeIfLastMessageType: '',
      forceCreateNewConversations: false,
      reachabilityFilter: false,
      lastActiveLimit: LAST_ACTIVE_LIMIT_DEFAULT,
    },
    connect: { proposal: '' },
    view: { excludeViewed: true, autoEndorse: false, endorseCount: 0 },
    engage: {
      like: true,
      share: false,
      comment: false,
      comments: [],
      period: 1,
      excludeViewed: false,
      autoEndorse: false,
      endorseCount: 0,
    },
  };
}

/** Engage: choosing an action turns the others off. */
export const engageAction = (action: 'like' | 'share' | 'comment') => ({
  like: action === 'like',
  share: action === 'share',
  comment: action === 'comment',
});
