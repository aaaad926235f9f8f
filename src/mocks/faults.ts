import type { FaultSettings } from './world/types';
import { NO_FAULTS } from './world/worldConstants';

/**
 * `?faults=latency:300,error:0.05,drop:0.02,disconnect:30`: latency in ms, a share of failed
 * calls, a share of never-answered calls, and a port drop every N seconds. `only:<call>` (once
 * or more) keeps latency, errors and drops to those extension calls, so the app around them still
 * starts (`error:1,only:subscriptions.initiateSubscription`). Unknown or bad parts are ignored
 * (and reported) rather than breaking the app.
 */
export function parseFaults(text: string): { faults: FaultSettings; ignored: string[] } {
  const faults: FaultSettings = { ...NO_FAULTS };
  const ignored: string[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, raw] = part.split(':');
    if (key === 'only' && raw) {
      faults.onlyCalls = [...(faults.onlyCalls ?? []), raw];
      continue;
    }
    const value = Number(raw);
    if (raw === undefined || !Number.isFinite(value) || value < 0) {
      ignored.push(part);
      continue;
    }
    if (key === 'latency') faults.latencyMs = value;
    else if (key === 'error' && value <= 1) faults.errorRate = value;
    else if (key === 'drop' && value <= 1) faults.dropRate = value;
    else if (key === 'disconnect') faults.disconnectEverySec = value;
    else ignored.push(part);
  }
  return { faults, ignored };
}

export const describeFaults = (f: FaultSettings): string => {
  const parts = [
    f.latencyMs && `latency:${f.latencyMs}`,
    f.errorRate && `error:${f.errorRate}`,
    f.dropRate && `drop:${f.dropRate}`,
    f.disconnectEverySec && `disconnect:${f.disconnectEverySec}`,
    ...(f.onlyCalls ?? []).map((name) => `only:${name}`),
  ].filter(Boolean);
  return parts.length ? parts.join(',') : 'none';
};
