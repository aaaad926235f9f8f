import type {
  CommandFields,
  CommandName,
  CommandReply,
  RemoteArgs,
  RemoteName,
  RemoteReply,
} from '@/lib/extension/contract';
// The event names the messenger asks getRelatedEvents for: the kit asks for the same.
import { RELATED_EVENT_NAMES } from '@/features/messenger/api/queries';

// The arguments the conformance kit calls every command and remote function with. Reads get
// harmless arguments; ids come from what earlier calls answered (the first campaign of
// getCampaigns, the first conversation of fetchConversations, ...). Writes run only with --writes,
// against a throw-away account: each is as small as it can be and, where the contract allows,
// puts back what it changed (a tag added is removed, the campaign made is removed at the end).

/** What earlier calls answered (replies that passed the contract only). */
export interface Answers {
  remote<N extends RemoteName>(name: N): RemoteReply<N> | undefined;
  command<C extends CommandName>(name: C): CommandReply<C> | undefined;
}

/** Thrown by an argument builder when an earlier answer it needs is missing: the call is skipped. */
export class MissingAnswer extends Error {}

/** The value, or a skip that says what was missing. */
function need<T>(value: T | null | undefined, missing: string): T {
  if (value === null || value === undefined) throw new MissingAnswer(missing);
  return value;
}

export interface CallPlan<A> {
  /** A write changes the account: it runs only with --writes. */
  access: 'read' | 'write';
  /** Runs after every other call: it ends the session the others need. */
  last?: true;
  /** The arguments, from earlier answers; `need` skips the call when one is missing. */
  args: (answers: Answers) => A;
}

const read = <A>(args: (answers: Answers) => A): CallPlan<A> => ({ access: 'read', args });
const write = <A>(args: (answers: Answers) => A): CallPlan<A> => ({ access: 'write', args });
const none = () => [] as [];

const DAY_MS = 24 * 60 * 60 * 1000;
const KIT_TAG = 'conformance-kit';
const KIT_NAME = 'Conformance kit';

const firstCampaign = (a: Answers) =>
  need(a.remote('getCampaigns')?.result[0], 'getCampaigns answered no campaign');
const firstQueueItem = (a: Answers) =>
  need(a.remote('getCampaignData')?.items[0], "the first campaign's queue is empty");
const firstConversation = (a: Answers) =>
  need(a.remote('fetchConversations')?.[0], 'fetchConversations answered no conversation');
const firstParticipant = (a: Answers) =>
  need(firstConversation(a).participants[0], 'the first conversation has no participant');
const firstProfile = (a: Answers) =>
  need(a.remote('getProfiles')?.profiles[0], 'getProfiles answered no profile');
const messengerProfile = (a: Answers) =>
  need(a.remote('getUserProfileForMessenger'), 'getUserProfileForMessenger answered no profile');
const planWith = (a: Answers, field: 'airwallexProductId' | 'stripeProductId') =>
  need(
    a.remote('subscriptions.fetchAllSubscriptionPlans')?.find((p) => p[field] && p.price > 0),
    `no paid plan carries ${field}`,
  );
const madeCampaign = (a: Answers) => need(a.remote('addCampaign')?.campaign, 'addCampaign made no campaign');
const account = (a: Answers) =>
  need(
    a.command('getUser')?.linkedinAccount ?? a.remote('fetchCurrentLinkedinUser'),
    'no LinkedIn account is linked',
  );

/** Every command, in the order the kit calls them (a missing command fails to compile). */
export const commandCalls: { [C in CommandName]: CallPlan<CommandFields<C>> } = {
  getData: read(() => ({})),
  getUser: read(() => ({})),
  assignAccount: write((a) => ({ data: account(a) })),
  // Signs out and back in with the token getData answered, so the account ends as it began.
  logout: { ...write(() => ({})), last: true },
  login: {
    ...write((a) => ({ token: need(a.command('getData')?.token, 'getData answered no token') })),
    last: true,
  },
};

/** Every remote function, reads and writes each in the order the kit calls them. */
export const remoteCalls: { [N in RemoteName]: CallPlan<RemoteArgs<N>> } = {
  // The session and the dashboard
  getExtensionManifestVersion: read(none),
  checkAccount: read(none),
  fetchCurrentLinkedinUser: read(none),
  getTasks: read(none),
  getCountOfActiveCampaigns: read(none),
  getCountOfConnections: read(none),
  getUserPersonalData: read(none),
  getEvents: read(() => [{ from: Date.now() - 7 * DAY_MS, to: Date.now() }]),
  markUpdateSeen: write(none),
  clearSyncConnection: write(none),
  autoSetUserPerDayLimit: write(() => [10]),

  // Subscriptions
  'subscriptions.fetchAllSubscriptionPlans': read(none),
  'subscriptions.fetchActivePlanOfCurrentUser': read(none),
  'payment-gateways.fetchEnabled': read(none),
  'subscriptions.fetchSubscriptionPlanByAirwallexProductId': read((a) => [
    { airwallexProductId: planWith(a, 'airwallexProductId').airwallexProductId ?? '' },
  ]),
  'subscriptions.fetchSubscriptionPlanByStripeProductId': read((a) => [
    { planStripeProductId: planWith(a, 'stripeProductId').stripeProductId ?? '' },
  ]),
  'subscriptions.initiateAirwallexCheckout': write((a) => [{ plan: planWith(a, 'airwallexProductId') }]),
  'subscriptions.initiateStripeCheckout': write((a) => [
    { planStripeProductId: planWith(a, 'stripeProductId').stripeProductId ?? '' },
  ]),
  'subscriptions.initiateSubscription': write((a) => {
    const plan = planWith(a, 'airwallexProductId');
    return [
      {
        airwallexProductId: plan.airwallexProductId ?? '',
        airwallexPriceId: need(plan.airwallexPriceId, 'the Airwallex plan has no price id'),
      },
    ];
  }),
  'subscriptions.cancelCurrentAirwallexSubscription': write(none),

  // Campaigns
  getCampaigns: read(none),
  getActiveCampaigns: read(none),
  getMiniCampaigns: read(none),
  'db.campaigns.get': read((a) => [firstCampaign(a).id]),
  getCampaignData: read((a) => [{ id: firstCampaign(a).id, page: 0, size: 10 }]),
  searchCampaignData: read((a) => [{ campaignId: firstCampaign(a).id, search: 'a' }]),
  getMyGroups: read(none),
  searchMyConnections: read(() => ['a']),

  // Messenger
  fetchConversations: read(() => [{ createdBefore: null, filter: {} }]),
  searchConversations: read(() => ['a']),
  fetchEvents: read((a) => [{ conversationId: firstConversation(a).id, createdBefore: null }]),
  isProfilesExistInDB: read(none),
  isConnectionsLoading: read(none),
  getConversationTags: read(none),
  getUserProfileForMessenger: read((a) => [firstParticipant(a)]),
  getRelatedEvents: read((a) => [messengerProfile(a), RELATED_EVENT_NAMES]),
  getPresenceStatus: read((a) => [[firstParticipant(a).profileId]]),
  getConversationsFromCampaigns: read((a) => [[firstCampaign(a).id], [firstConversation(a)]]),
  processTemplate: read((a) => ['Hello {FIRST_NAME}', { ...firstParticipant(a) }]),

  // Lists
  getData: read(() => ['lists']),
  getAllProfileTags: read(none),
  getProfiles: read(() => [
    { filters: {}, page: { current: 1, size: 10 }, sorting: { field: 'createdAt', order: 'DESC' } },
  ]),
  'db.profiles.get': read((a) => [firstProfile(a).id]),
  // Narrowed to the first profile's name: an account's whole download can be large.
  downloadProfiles: read((a) => [{ filters: { search: firstProfile(a).lastName || undefined } }]),

  // CRM
  getAllContacts: read(none),
  isDailyManualUpdateExpired: read(none),
  delayForBulkUpdate: read(none),
  getUniqueIndustries: read(none),

  // Settings and tools
  isExpireTimeForRestart: read(none),
  backupData: read(none),
  getUserSettings: read(none),
  'Uninviter.getState': read(none),
  'taskManager.getTaskOptions': read(() => ['syncConnections']),

  // Writes: settings put back as they were read
  setUserPerDayLimit: write((a) => [a.remote('getUserSettings')?.perDayLimit ?? 10]),
  updateUserSettings: write((a) => [a.remote('getUserSettings')?.options ?? {}]),
  restartExtension: write(none),
  'taskManager.updateTaskOptions': write((a) => [
    'syncConnections',
    a.remote('taskManager.getTaskOptions') ?? { enabled: false },
  ]),
  'Uninviter.start': write(() => [{ days: 30, delay: [4, 12] }]),
  'Uninviter.stop': write(none),
  eval: write(() => ['1 + 1']),
  restoreData: write((a) => [need(a.remote('backupData'), 'backupData answered nothing')]),

  // Writes: a campaign made for the kit, changed, then removed
  addCampaign: write((a) => [
    {
      data: {
        name: KIT_NAME,
        module: 'li-auto-view',
        options: {
          perDay: 1,
          source: {
            type: 'PROFILE_URLS',
            profileUrls: `https://www.linkedin.com/in/${firstProfile(a).publicIdentifier ?? ''}`,
          },
        },
      },
    },
  ]),
  updateCampaign: write((a) => [{ campaignId: madeCampaign(a).id, data: { name: `${KIT_NAME} (updated)` } }]),
  updateData: write((a) => [{ campaignId: madeCampaign(a).id, options: madeCampaign(a).options }]),
  importCampaignMembers: write((a) => [madeCampaign(a).id, [{ id: firstProfile(a).id, status: 0 }]]),
  resetFailed: write((a) => [{ id: madeCampaign(a).id }]),
  updateMember: write((a) => [{ id: firstProfile(a).id, tags: firstProfile(a).tags }]),
  removeCampaignQueueItem: write((a) => [{ id: firstQueueItem(a).id, campaignId: firstCampaign(a).id }]),
  manageCampaign: write((a) => [{ action: 'remove', campaignId: madeCampaign(a).id }]),

  // Writes: messenger, each undone where it can be
  updateConversationTags: write((a) => {
    const c = firstConversation(a);
    return [{ id: c.id, participants: c.participants.map((p) => p.profileId), tags: c.tags }];
  }),
  updateProfile: write((a) => [firstProfile(a).id, { tags: firstProfile(a).tags }]),
  markConversationAsRead: write((a) => [firstConversation(a).id]),
  toggleConversationReadStatus: write((a) => [
    { ids: [firstConversation(a).id], read: firstConversation(a).read },
  ]),
  archiveConversations: write((a) => [[firstConversation(a).id]]),
  unarchiveConversations: write((a) => [[firstConversation(a).id]]),
  updateConversationValue: write((a) => [[firstConversation(a).id], {}]),
  resyncConversation: write((a) => [firstConversation(a).id]),
  uploadFileToLinkedin: write(() => [
    { size: 4, name: 'conformance.txt', type: 'text/plain', data: 'data:text/plain;base64,dGVzdA==' },
  ]),
  sendLinkedinMessage: write((a) => [
    {
      profileId: firstParticipant(a).profileId,
      conversationId: firstConversation(a).id,
      message: `${KIT_NAME}: a test message`,
    },
  ]),

  // Writes: lists, each undone
  saveListItem: write(() => [
    { listType: 'messages', item: { name: KIT_NAME, data: { message: 'Hello {FIRST_NAME}' } } },
  ]),
  removeListItem: write((a) => [
    { listType: 'messages', id: need(a.remote('saveListItem')?.id, 'saveListItem saved nothing') },
  ]),
  addTagsToProfiles: write((a) => [{ profiles: [firstProfile(a).id], tags: [KIT_TAG] }]),
  removeTagsFromProfiles: write((a) => [{ profiles: [firstProfile(a).id], tags: [KIT_TAG] }]),
  bulkUpdateProfiles: write((a) => [
    { ids: [firstProfile(a).id], updates: { hidden: firstProfile(a).hidden } },
  ]),

  // Writes: the CRM (LinkedIn sees these), then what cannot be undone
  getAdvancedUserInfo: write((a) => [firstProfile(a)]), // uses one of the day's manual updates
  bulkUpdateConnections: write(none),
  sendUserConnection: write((a) => [firstProfile(a)]),
  deleteConversations: write((a) => [[firstConversation(a).id]]),
  removeConnections: write((a) => [{ ids: [firstProfile(a).id] }]),
};
