import { describe, expect, it } from 'vitest';
import { OPTIONAL_CALLS } from '@/lib/extension/capabilities';
import { commands, remoteFunctions } from '@/lib/extension/contract';
import { SPEC_COMMANDS, SPEC_REMOTES } from '@/lib/extension/contract/specCalls';

// Section 7 of both spec files, word for word: the extension calls they name.
const SPEC_000_SECTION_7 = `
Extension commands (messaging): login (with token), logout, getUser, getData (startup; reply includes token, packageInfo.offline, baseData.code_version, baseData.config.limits.engagements), assignAccount (data). Remote functions: checkAccount, markUpdateSeen, fetchCurrentLinkedinUser, clearSyncConnection, autoSetUserPerDayLimit (argument 10), getExtensionManifestVersion (no payload, returns the installed version), getTasks (no payload, returns the task list, re-polled every 10 seconds), getEvents [filters] for the dashboard, getCountOfActiveCampaigns, getCountOfConnections, getUserPersonalData (pending invites count).

Subscription queries through the extension: subscriptions.fetchAllSubscriptionPlans; subscriptions.fetchActivePlanOfCurrentUser (plan, me); payment-gateways.fetchEnabled (list of gateway names); subscriptions.initiateAirwallexCheckout {plan}; subscriptions.initiateStripeCheckout {planStripeProductId}; subscriptions.fetchSubscriptionPlanByAirwallexProductId {airwallexProductId}; subscriptions.initiateSubscription {airwallexProductId, airwallexPriceId}; subscriptions.fetchSubscriptionPlanByStripeProductId {planStripeProductId}; subscriptions.cancelCurrentAirwallexSubscription. Reply shapes beyond the fields named above: not shown. HTTP method and path for the extension-routed calls: not shown.
`;
const SPEC_001_SECTION_7 = `
**Campaigns**
- manageCampaign {action: run | stop | remove | reset | duplicate | markAsComplete, campaignId} returns error and campaign. A reply with error true does nothing.
- getCampaigns returns result and count (also called with a filter of id; first result used). getActiveCampaigns. db.campaigns.get [id]. getMiniCampaigns (id, name, module). getCountOfActiveCampaigns. getCountOfConnections. getUserPersonalData (pending invites count).
- addCampaign {data}; updateCampaign {data, campaignId}; updateData with data.options.
- getCampaignData {id} returns campaign data; also getCampaignData [{campaignId, queueItems}]; searchCampaignData [{campaignId, search}]; removeCampaignQueueItem {id, campaignId}; resetFailed {id} returns counter; importCampaignMembers [campaignId, rows]; updateMember with a member payload.
- getMyGroups returns response.elements (groupUrn, name.text, memberCount, viewerGroupMembership.status). searchMyConnections [query]. getTasks (no payload, polled every 10 s). getExtensionManifestVersion (no payload, returns installed version).

**Messenger**
- searchConversations; fetchConversations {createdBefore, filter, search} (throttled 500 ms); fetchEvents {conversationId, createdBefore} (throttled 250 ms); isProfilesExistInDB; isConnectionsLoading; getConversationTags; updateConversationTags {participants, id, tags}; getUserProfileForMessenger [participant]; getRelatedEvents [profile, event names connectionRequestSent, profileViewed, messageSent, ilike, icomment, ishare]; db.profiles.get [id]; updateProfile [id, {tags} or {notes}]; markConversationAsRead [id]; getPresenceStatus [profile ids]; getConversationsFromCampaigns [campaign ids, conversations]; deleteConversations, archiveConversations, unarchiveConversations [ids]; toggleConversationReadStatus {ids, read}; updateConversationValue [ids, values]; resyncConversation [id]; sendLinkedinMessage {profileId, message, conversationId, attachments}; uploadFileToLinkedin {size, name, type, data as data URL}; processTemplate [template text, participant].

**Lists**: saveListItem {listType, item}; removeListItem {listType, id}; getData ['lists']; getAllProfileTags; addTagsToProfiles [{profiles, tags}]; removeTagsFromProfiles [{profiles, tags}]; getProfiles [{filters, page, sorting}] returns profiles and total; bulkUpdateProfiles [{ids, updates:{hidden}}]; downloadProfiles.

**CRM**: removeConnections [{ids}]; getAllContacts; isDailyManualUpdateExpired; delayForBulkUpdate; getUniqueIndustries; isConnectionsLoading (returns a JSON boolean string); bulkUpdateConnections; getAdvancedUserInfo [profile] (falsy on daily limit); sendUserConnection [profile] (returns success flag). Event received: connectionRemoved with data.id.

**Settings and tools**: isExpireTimeForRestart; setUserPerDayLimit [limit]; backupData; restoreData [file content]; eval [script] returns a result; taskManager.updateTaskOptions [taskName, options]; Uninviter.getState; Uninviter.start (state data); Uninviter.stop.
`;

/** Every word of the text that could be a call's name (dots and dashes inside it). */
const words = (text: string) => new Set(text.match(/[A-Za-z][\w.-]*[A-Za-z]/g));
const specWords = words(SPEC_000_SECTION_7 + SPEC_001_SECTION_7);
const contractRemotes = Object.keys(remoteFunctions);
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the calls the spec names (SPEC_COMMANDS, SPEC_REMOTES)', () => {
  it('every one is named in a section 7, and every contract call named there is listed', () => {
    for (const name of [...SPEC_COMMANDS, ...SPEC_REMOTES]) expect(specWords, name).toContain(name);
    const named = contractRemotes.filter((name) => specWords.has(name));
    expect(sorted(named)).toEqual(sorted(SPEC_REMOTES));
  });

  it('the commands are the contract’s commands, all of them', () => {
    expect(sorted(SPEC_COMMANDS)).toEqual(sorted(Object.keys(commands)));
  });

  it('lists each remote function once, each one in the contract', () => {
    expect(new Set(SPEC_REMOTES).size).toBe(SPEC_REMOTES.length);
    for (const name of SPEC_REMOTES) expect(contractRemotes).toContain(name);
  });

  it('the rest of the contract is exactly the optional calls (capabilities.ts)', () => {
    const added = contractRemotes.filter((name) => !(SPEC_REMOTES as readonly string[]).includes(name));
    expect(sorted(added)).toEqual(sorted(OPTIONAL_CALLS));
  });
});
