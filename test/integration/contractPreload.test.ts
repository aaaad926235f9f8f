import { afterEach, describe, expect, it } from 'vitest';
import { areaOf } from '@/lib/extension/contract/areaNames';
import type { RemoteName } from '@/lib/extension/contract';
import { screenAreas } from '@/lib/extension/contractLoader';
import { currentBridge } from '@/lib/extension/client';
import { startApp } from './renderRoute';
import { startSimulation } from './simulation';

// Start-up preloads the contract areas of the screen at the address (preloadContract), so its
// loader's first calls wait on no download: each screen's list is what its loader calls into.
describe('the contract areas start-up preloads for a first screen', () => {
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  afterEach(() => app?.queryClient.clear());

  it.each(['/', '/campaigns', '/messenger', '/crm', '/settings', '/tools', '/lists'])(
    '%s: the areas its loader calls into',
    async (path) => {
      startSimulation('default');
      app = await startApp(path);
      const transport = currentBridge()!.transport;
      const called = new Set<string>();
      const send = transport.send.bind(transport);
      transport.send = (message, timeoutMs) => {
        if (message.type === 'rpc') called.add(message.name);
        return send(message, timeoutMs);
      };

      await app.router.load();

      expect(app.router.state.location.pathname).toBe(path);
      const areas = new Set([...called].map((name) => areaOf(name as RemoteName)));
      areas.delete('session');
      expect(called.size).toBeGreaterThan(0);
      // Exactly those: an area listed but not called is a download the first screen does not need.
      expect([...areas].sort()).toEqual([...screenAreas(path)].sort());
    },
  );
});
