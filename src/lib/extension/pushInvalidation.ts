import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../query/keys';
import type { PushMessage } from './wire';

const CAMPAIGN_EVENTS = [
  'connectionRequestSent',
  'profileViewed',
  'messageSent',
  'ilike',
  'ishare',
  'icomment',
];
const MESSAGE_EVENTS = ['messageRecieved', 'messageReceived', 'messageSeen'];

/** The one mapping from what the extension pushes to which queries go stale. */
export function queryRootsForPush(push: PushMessage): string[] {
  if ('cmd' in push) return [QUERY_ROOTS.dashboard];
  const name = push.data.name;
  if (MESSAGE_EVENTS.includes(name)) return [QUERY_ROOTS.messenger, QUERY_ROOTS.dashboard];
  if (name === 'newConnection') return [QUERY_ROOTS.crm, QUERY_ROOTS.dashboard];
  if (name === 'connectionRemoved') return [QUERY_ROOTS.crm];
  if (CAMPAIGN_EVENTS.includes(name)) return [QUERY_ROOTS.campaigns, QUERY_ROOTS.campaignDetail];
  return [];
}

export function invalidateForPush(queryClient: QueryClient, push: PushMessage): void {
  for (const root of queryRootsForPush(push)) void queryClient.invalidateQueries({ queryKey: [root] });
}
