// Constants of the contract without zod, for code that must not load the schemas (the bridge,
// route search params).

/** The issue an `Ack` reply raises when the extension says the write did not happen. */
export const ACK_REFUSED = 'ack-refused';

/** The saved lists' kinds. */
export const LIST_TYPES = ['cannedResponses', 'keywords', 'messages'] as const;

/** Where a campaign finds its people. */
export const SOURCE_TYPES = [
  'PEOPLE_SEARCH',
  'POST_COMMENTS',
  'POST_REACTIONS',
  'PROFILE_URLS',
  'GROUP_MEMBERS',
  'CONNECTIONS',
  'NEW_CONNECTIONS',
  'OTHER_CAMPAIGNS',
] as const;
