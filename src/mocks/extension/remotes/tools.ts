import { updateWorld, world } from '../../world/store';
import type { World } from '../../world/types';
import { SimulatedFailure, type Handlers } from '../support';
import { now as clockNow } from '@/lib/time/clock';

/**
 * The simulated Uninviter works 30 times faster than the real one: at 4 to 12 withdrawals a
 * minute (8 on average) it checks one invitation every 250 ms, so a demo shows it moving.
 */
export const WITHDRAWAL_SPEED_UP = 30;
/** Every seventh invitation checked is younger than the chosen days and is skipped. */
const isYoungerThanDays = (index: number) => index % 7 === 3;

/** When the Uninviter last advanced (ms); not part of the saved world, taken again after a reload. */
let lastTick: number | null = null;

function msPerInvitation(delay: readonly [number, number] | null | undefined): number {
  const [min, max] = delay ?? [4, 12];
  const perMinute = Math.max(1, (min + max) / 2);
  return 60_000 / perMinute / WITHDRAWAL_SPEED_UP;
}

/** Moves a running withdrawal on by the time passed since the last look. */
function advanceWithdrawal(w: World, now: number): void {
  const s = w.withdrawal;
  if (!s.running) return;
  if (lastTick === null) lastTick = now;
  const step = msPerInvitation(s.delay);
  let steps = Math.floor((now - lastTick) / step);
  if (steps <= 0) return;
  lastTick += steps * step;
  const total = s.invitations ?? 0;
  while (steps > 0 && s.running) {
    const index = s.counter + s.skipCounter;
    if (index >= total || w.pendingInvites - s.skipCounter <= 0) {
      finish(w);
      break;
    }
    if (isYoungerThanDays(index)) s.skipCounter += 1;
    else {
      s.counter += 1;
      w.pendingInvites = Math.max(0, w.pendingInvites - 1);
      const p = w.profiles[index % Math.max(1, w.profiles.length)];
      s.lastPerson = p ? `${p.firstName} ${p.lastName}` : s.lastPerson;
    }
    s.currentPage = Math.floor(index / 10) + 1;
    s.message = `Withdrawing invitations older than ${s.days ?? 0} days…`;
    steps -= 1;
  }
  if (s.running && s.counter + s.skipCounter >= total) finish(w);
}

function finish(w: World): void {
  const s = w.withdrawal;
  s.running = false;
  s.message = `Finished: ${s.counter} invitations withdrawn, ${s.skipCounter} skipped`;
  lastTick = null;
}

export const toolsRemotes: Handlers<typeof import('@/lib/extension/contract/tools').toolsRemotes> = {
  'taskManager.getTaskOptions': (name) => structuredClone(world().extension.taskOptions?.[name] ?? null),
  'taskManager.updateTaskOptions': (name, options) =>
    updateWorld((w) => {
      w.extension.taskOptions = {
        ...(w.extension.taskOptions ?? {}),
        [name]: { ...options, enableThreshold: options.enableThreshold ?? false },
      };
      return true;
    }),
  'Uninviter.getState': () => {
    if (!world().withdrawal.running) return world().withdrawal;
    return updateWorld(
      (w) => {
        advanceWithdrawal(w, clockNow());
        return structuredClone(w.withdrawal);
      },
      { background: true },
    );
  },
  'Uninviter.start': ({ days, delay }) =>
    updateWorld((w) => {
      if (w.withdrawal.running) throw new SimulatedFailure('The withdrawal is already running');
      lastTick = clockNow();
      const total = w.pendingInvites;
      w.withdrawal = {
        ...w.withdrawal,
        running: total > 0,
        days,
        delay,
        counter: 0,
        skipCounter: 0,
        currentPage: 1,
        lastPerson: null,
        invitations: total,
        message:
          total > 0
            ? `Withdrawing invitations older than ${days} days…`
            : 'There are no pending invitations to withdraw',
        error: null,
      };
      return structuredClone(w.withdrawal);
    }),
  'Uninviter.stop': () =>
    updateWorld((w) => {
      advanceWithdrawal(w, clockNow());
      lastTick = null;
      w.withdrawal = {
        ...w.withdrawal,
        running: false,
        message: `${w.withdrawal.counter} invitations withdrawn before stopping`,
      };
      return structuredClone(w.withdrawal);
    }),
};
