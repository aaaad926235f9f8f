import type { RemoteName } from '../contract';
import type { AreaRemotes, ContractArea } from '../contractLoader';

// Which area each remote function's schemas are in: names only, loaded beside the session's
// schemas at start-up so the entry chunk does not carry the list.

/** Where each remote function's schemas are; a name listed nowhere is the session area's. */
const AREA_NAMES = {
  campaigns: [
    'manageCampaign',
    'getCampaigns',
    'getActiveCampaigns',
    'db.campaigns.get',
    'getMiniCampaigns',
    'addCampaign',
    'updateCampaign',
    'updateData',
    'getCampaignData',
    'searchCampaignData',
    'removeCampaignQueueItem',
    'resetFailed',
    'importCampaignMembers',
    'updateMember',
    'getMyGroups',
    'searchMyConnections',
  ],
  messenger: [
    'searchConversations',
    'fetchConversations',
    'fetchEvents',
    'isProfilesExistInDB',
    'isConnectionsLoading',
    'getConversationTags',
    'updateConversationTags',
    'getUserProfileForMessenger',
    'getRelatedEvents',
    'db.profiles.get',
    'updateProfile',
    'markConversationAsRead',
    'getPresenceStatus',
    'getConversationsFromCampaigns',
    'deleteConversations',
    'archiveConversations',
    'unarchiveConversations',
    'toggleConversationReadStatus',
    'updateConversationValue',
    'resyncConversation',
    'sendLinkedinMessage',
    'uploadFileToLinkedin',
    'processTemplate',
  ],
  lists: [
    'saveListItem',
    'removeListItem',
    'getData',
    'getAllProfileTags',
    'addTagsToProfiles',
    'removeTagsFromProfiles',
    'getProfiles',
    'bulkUpdateProfiles',
    'downloadProfiles',
  ],
  crmSettings: [
    'removeConnections',
    'getAllContacts',
    'isDailyManualUpdateExpired',
    'delayForBulkUpdate',
    'getUniqueIndustries',
    'bulkUpdateConnections',
    'getAdvancedUserInfo',
    'sendUserConnection',
    'isExpireTimeForRestart',
    'restartExtension',
    'setUserPerDayLimit',
    'backupData',
    'restoreData',
    'eval',
    'taskManager.updateTaskOptions',
    'taskManager.getTaskOptions',
    'Uninviter.getState',
    'Uninviter.start',
    'Uninviter.stop',
    'getUserSettings',
    'updateUserSettings',
  ],
} as const satisfies { [A in Exclude<ContractArea, 'session'>]: readonly (keyof AreaRemotes[A])[] };

// Compile-time: every name not listed above is a session remote; tsc names any that is not.
type Listed = (typeof AREA_NAMES)[keyof typeof AREA_NAMES][number];
type Misplaced = Exclude<Exclude<RemoteName, Listed>, keyof AreaRemotes['session']>;
const unlistedAreSession: [Misplaced] extends [never] ? true : { listInAreaNames: Misplaced } = true;
void unlistedAreSession;

const areaOfName = new Map<string, ContractArea>(
  Object.entries(AREA_NAMES).flatMap(([area, names]) => names.map((n) => [n, area as ContractArea])),
);
export const areaOf = (name: RemoteName): ContractArea => areaOfName.get(name) ?? 'session';
