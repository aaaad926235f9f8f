import type { CommandName, RemoteName } from '../contract';

/**
 * The extension calls the two spec files name in their section 7, and nothing else: what an
 * extension built to the spec answers. Every other call of the contract is an addition of ours
 * (an optional capability, `capabilities.ts`). Names only, so anything may import it.
 */

/** Spec 000 section 7: the commands (messaging). */
export const SPEC_COMMANDS = [
  'login',
  'logout',
  'getUser',
  'getData',
  'assignAccount',
] as const satisfies readonly CommandName[];

/** Spec 000 and 001 section 7: the remote functions, in the order the specs name them. */
export const SPEC_REMOTES = [
  // Spec 000: session, account, dashboard.
  'checkAccount',
  'markUpdateSeen',
  'fetchCurrentLinkedinUser',
  'clearSyncConnection',
  'autoSetUserPerDayLimit',
  'getExtensionManifestVersion',
  'getTasks',
  'getEvents',
  'getCountOfActiveCampaigns',
  'getCountOfConnections',
  'getUserPersonalData',
  // Spec 000: subscriptions through the extension.
  'subscriptions.fetchAllSubscriptionPlans',
  'subscriptions.fetchActivePlanOfCurrentUser',
  'payment-gateways.fetchEnabled',
  'subscriptions.initiateAirwallexCheckout',
  'subscriptions.initiateStripeCheckout',
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId',
  'subscriptions.initiateSubscription',
  'subscriptions.fetchSubscriptionPlanByStripeProductId',
  'subscriptions.cancelCurrentAirwallexSubscription',
  // Spec 001: campaigns.
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
  // Spec 001: messenger.
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
  // Spec 001: lists (getData ['lists'] is the remote function of the same name as the command).
  'saveListItem',
  'removeListItem',
  'getData',
  'getAllProfileTags',
  'addTagsToProfiles',
  'removeTagsFromProfiles',
  'getProfiles',
  'bulkUpdateProfiles',
  'downloadProfiles',
  // Spec 001: CRM.
  'removeConnections',
  'getAllContacts',
  'isDailyManualUpdateExpired',
  'delayForBulkUpdate',
  'getUniqueIndustries',
  'bulkUpdateConnections',
  'getAdvancedUserInfo',
  'sendUserConnection',
  // Spec 001: settings and tools.
  'isExpireTimeForRestart',
  'setUserPerDayLimit',
  'backupData',
  'restoreData',
  'eval',
  'taskManager.updateTaskOptions',
  'Uninviter.getState',
  'Uninviter.start',
  'Uninviter.stop',
] as const satisfies readonly RemoteName[];
