import type { RemoteMessage } from '@/lib/extension/wire';

/** Writes a person would notice done twice: a second message, campaign, removal, import or plan. */
const COUNTED_WRITES: ReadonlySet<string> = new Set([
  'sendLinkedinMessage',
  'sendUserConnection',
  'addCampaign',
  'updateCampaign',
  'manageCampaign',
  'importCampaignMembers',
  'removeConnections',
  'bulkUpdateConnections',
  'bulkUpdateProfiles',
  'deleteConversations',
  'restoreData',
  'saveListItem',
  'subscriptions.initiateSubscription',
  'subscriptions.cancelCurrentAirwallexSubscription',
]);

/** The same write (name and arguments) done again within this window is counted as a duplicate. */
const DUPLICATE_WINDOW_MS = 30_000;

interface Write {
  fingerprint: string;
  at: number;
}

const recent: Write[] = [];

/** Said on the console for each duplicate; the soak counts these lines. */
export const DUPLICATE_WRITE_WARNING = 'Simulated extension: the same write twice';

/** Each write the simulated extension carries out; a repeat within the window is warned about. */
export function recordWrite(message: RemoteMessage, now = Date.now()): void {
  if (!COUNTED_WRITES.has(message.name)) return;
  const fingerprint = `${message.name}:${JSON.stringify(message.args)}`;
  while (recent.length && now - recent[0]!.at > DUPLICATE_WINDOW_MS) recent.shift();
  if (recent.some((w) => w.fingerprint === fingerprint)) console.warn(DUPLICATE_WRITE_WARNING, message.name);
  recent.push({ fingerprint, at: now });
}
