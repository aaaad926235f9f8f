import { now as clockNow } from '@/lib/time/clock';
import { updateWorld, world } from '../../world/store';
import { CONNECTIONS_SYNC_MS } from '../../world/worldConstants';
import type { World } from '../../world/types';
import { requireUser, type Commands, type Handlers } from '../support';

export const sessionCommands: Commands = {
  login: ({ token }) => updateWorld((w) => void (w.extension.token = token)) ?? true,
  logout: () => updateWorld((w) => void (w.extension.token = null)) ?? true,
  getUser: () => ({ linkedinAccount: world().extension.currentLinkedinUser }),
  getData: () => {
    const w = world();
    return {
      token: w.extension.token,
      packageInfo: { offline: w.extension.packageOffline },
      baseData: w.extension.baseData,
    };
  },
  assignAccount: () => true,
};

export const sessionRemotes: Handlers<typeof import('@/lib/extension/contract/session').sessionRemotes> = {
  checkAccount: () => {
    const w = world();
    const user = requireUser(w);
    const current = w.extension.currentLinkedinUser;
    if (!current) return { ok: false, message: 'No LinkedIn account is logged in in this browser' };
    if (!user.linkedinAccount) return { ok: false, message: 'No LinkedIn account is assigned yet' };
    if (user.linkedinAccount.id !== current.id) {
      return { ok: false, message: 'The LinkedIn account logged in differs from the assigned one' };
    }
    return { ok: true, message: null };
  },
  markUpdateSeen: () => updateWorld((w) => void (w.extension.baseData.updateNoticeSeen = true)) ?? true,
  fetchCurrentLinkedinUser: () => world().extension.currentLinkedinUser,
  getExtensionManifestVersion: () => world().extension.version,
  getTasks: () => {
    const w = world();
    // The extension's task list: its own tasks plus one per running campaign and the withdrawal tool.
    const campaigns = w.campaigns
      .filter((c) => c.status === 'Running')
      .map((c) => ({ name: c.name, running: true, campaignId: c.id, message: null }));
    const withdrawal = w.withdrawal.running
      ? [
          {
            name: 'Withdraw invitations',
            running: true,
            campaignId: null,
            message: w.withdrawal.message ?? null,
          },
        ]
      : [];
    return [...w.tasks, ...campaigns, ...withdrawal, ...connectionsSync(w)];
  },
};

/**
 * While the extension pulls the connections, its task list has a running 'syncConnections' task
 * whose message counts them (the share done grows with the time passed).
 */
function connectionsSync(w: World) {
  const e = w.extension;
  const until = e.connectionsLoadingUntil;
  if (!e.connectionsLoading || until == null || clockNow() >= until) return [];
  const total = w.profiles.filter((p) => p.distance === 1).length;
  const done = Math.min(1, Math.max(0, 1 - (until - clockNow()) / CONNECTIONS_SYNC_MS));
  const message = `${Math.floor(total * done).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} connections`;
  return [{ name: 'syncConnections', running: true, campaignId: null, message }];
}
