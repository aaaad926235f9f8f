import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ExtensionBridge, DEFAULT_TIMEOUT_MS } from '@/lib/extension/bridge';
import { callRemote, installBridge, sendCommand } from '@/lib/extension/client';
import { errorMessage, ExtensionError, SHOWN_ERROR_MAX_CHARS } from '@/lib/extension/errors';
import { invalidateForPush, queryRootsForPush } from '@/lib/extension/pushInvalidation';
import type { PortStatus } from '@/lib/extension/transport';
import { createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import type { PushMessage } from '@/lib/extension/wire';
import { clearJournal, journalEntries } from '@/lib/journal';
import { clearPushLog, pushLogSnapshot } from '@/lib/extension/pushLog';
import { answerByName, FakeRuntime, type FakeAnswer } from '../integration/support/fakeChromeRuntime';
import { remoteFunctions } from '@/lib/extension/contract';

const EXTENSION_ID = 'abcdefghijklmnop';

function bridgeWith(answer: (message: unknown) => FakeAnswer) {
  const runtime = new FakeRuntime(answer);
  // No jitter: the port reconnects exactly 500 ms after a drop.
  const bridge = new ExtensionBridge(
    createChromeTransport({ extensionId: EXTENSION_ID, runtime, random: () => 0 }),
  );
  return { runtime, bridge };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (e: unknown) => e as ExtensionError,
  );

const validData = { token: 'tok-1', packageInfo: { offline: false }, baseData: { code_version: 38 } };

beforeEach(() => clearJournal());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  installBridge(undefined);
});

describe('ExtensionBridge.call', () => {
  it('sends the name and checked arguments and returns the parsed reply', async () => {
    const { bridge, runtime } = bridgeWith(
      answerByName({ setUserPerDayLimit: null, isConnectionsLoading: 'true' }),
    );

    await expect(bridge.call(remoteFunctions, 'setUserPerDayLimit', 25)).resolves.toBe(true); // Ack: null means done
    await expect(bridge.call(remoteFunctions, 'isConnectionsLoading')).resolves.toBe(true); // "true" string accepted
    expect(runtime.sent[0]).toEqual({
      extensionId: EXTENSION_ID,
      message: { type: 'rpc', name: 'setUserPerDayLimit', args: [25] },
    });
  });

  it('act sends the action key with the write, so a repeat of one action can be recognised', async () => {
    const { bridge, runtime } = bridgeWith(answerByName({ setUserPerDayLimit: true }));

    await bridge.act(remoteFunctions, 'setUserPerDayLimit', 'key-1', 25);

    expect(runtime.sent[0]?.message).toEqual({
      type: 'rpc',
      name: 'setUserPerDayLimit',
      args: [25],
      actionKey: 'key-1',
    });
  });

  it('applies argument defaults before sending', async () => {
    const campaign = { id: 3, name: 'C', module: 'li-auto-msg', status: 'Added', created: 1 };
    const { bridge, runtime } = bridgeWith(
      answerByName({ getCampaignData: { campaign, items: [], total: 0 } }),
    );

    const page = await bridge.call(remoteFunctions, 'getCampaignData', { id: 3 });

    expect(runtime.sent[0]?.message).toEqual({
      type: 'rpc',
      name: 'getCampaignData',
      args: [{ id: 3, page: 0, size: 10 }],
    });
    expect(page.campaign.data).toEqual({ doneToday: 0, doneTotal: 0, resultCount: 0 });
  });

  it('refuses bad arguments without sending anything, naming the function', async () => {
    const { bridge, runtime } = bridgeWith(answerByName({ setUserPerDayLimit: true }));

    // @ts-expect-error a string is not a per-day limit
    const error = await rejection(bridge.call(remoteFunctions, 'setUserPerDayLimit', 'ten'));
    const zero = await rejection(bridge.call(remoteFunctions, 'setUserPerDayLimit', 0));

    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({ kind: 'invalid-args', fn: 'setUserPerDayLimit' });
    expect(error.message).toMatch(/^setUserPerDayLimit was called with bad arguments \(0: /);
    expect(zero).toMatchObject({ kind: 'invalid-args', fn: 'setUserPerDayLimit' });
    expect(runtime.sent).toHaveLength(0);
  });

  it('turns a reply that is not an envelope into a malformed error naming the function', async () => {
    for (const reply of [
      undefined,
      null,
      'yes',
      { ok: 'maybe' },
      { ok: false },
      { ok: false, error: 'no' },
    ]) {
      const { bridge } = bridgeWith(() => ({ reply }));
      const error = await rejection(bridge.call(remoteFunctions, 'getTasks'));
      expect(error).toBeInstanceOf(ExtensionError);
      expect(error).toMatchObject({
        kind: 'malformed',
        fn: 'getTasks',
        message: 'The extension sent a malformed reply to getTasks',
      });
      expect(error.issues?.length).toBeGreaterThan(0);
    }
  });

  it('names the envelope as the path when the reply is a bare value', async () => {
    const { bridge } = bridgeWith(() => ({ reply: 'yes' }));

    const error = await rejection(bridge.call(remoteFunctions, 'getTasks'));

    expect(error.issues?.map((i) => i.path)).toEqual(['envelope']);
  });

  it('turns a result that fails its schema into an error naming the function and the field', async () => {
    const { bridge } = bridgeWith(
      answerByName({ getUserPersonalData: { pendingInvites: 'many' }, getCountOfConnections: 'twelve' }),
    );

    const personal = await rejection(bridge.call(remoteFunctions, 'getUserPersonalData'));
    const count = await rejection(bridge.call(remoteFunctions, 'getCountOfConnections'));

    expect(personal).toMatchObject({ kind: 'malformed', fn: 'getUserPersonalData' });
    expect(personal.message).toMatch(
      /^The extension sent an unexpected reply to getUserPersonalData \(pendingInvites: /,
    );
    expect(count).toMatchObject({ kind: 'malformed', fn: 'getCountOfConnections' });
    expect(count.message).toMatch(
      /^The extension sent an unexpected reply to getCountOfConnections \(reply: /,
    );
    expect(personal.issues?.map((i) => i.path)).toEqual(['pendingInvites']);
    expect(count.issues?.map((i) => i.path)).toEqual(['reply']);
  });

  it('leaves out a bad item of a list instead of failing the whole reply', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge } = bridgeWith(
      answerByName({
        getTasks: [
          { name: 'Sync', running: 'yes' },
          { name: 'Withdraw', running: true },
        ],
      }),
    );
    expect(await bridge.call(remoteFunctions, 'getTasks')).toEqual([{ name: 'Withdraw', running: true }]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('a malformed task'));
  });

  it('passes a remote error on with its message and code', async () => {
    const { bridge } = bridgeWith(() => ({
      reply: { ok: false, error: { message: 'You are not logged in', code: 401 } },
    }));

    const error = await rejection(bridge.call(remoteFunctions, 'checkAccount'));

    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({
      kind: 'remote',
      fn: 'checkAccount',
      message: 'You are not logged in',
      code: 401,
    });
  });

  it('times out after the default time, or the function’s own longer one', async () => {
    vi.useFakeTimers();
    const { bridge } = bridgeWith(() => ({ silent: true }));

    const tasks = rejection(bridge.call(remoteFunctions, 'getTasks'));
    const events = rejection(bridge.call(remoteFunctions, 'getEvents', {}));
    let eventsDone = false;
    void events.then(() => (eventsDone = true));

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await tasks).toMatchObject({ kind: 'timeout', fn: 'getTasks' });
    expect(eventsDone).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000 - DEFAULT_TIMEOUT_MS);
    expect(await events).toMatchObject({
      kind: 'timeout',
      fn: 'getEvents',
      message: 'The extension did not answer getEvents in time',
    });
  });

  it('reports an unreachable extension (lastError) as an ExtensionError', async () => {
    const { bridge } = bridgeWith(() => ({
      lastError: 'Could not establish connection. Receiving end does not exist.',
    }));

    const error = await rejection(bridge.call(remoteFunctions, 'getExtensionManifestVersion'));

    expect(error).toMatchObject({ kind: 'unreachable', fn: 'getExtensionManifestVersion' });
  });
});

describe('errorMessage', () => {
  it("cuts an extension's endless error text to 500 characters for people; the journal keeps more", async () => {
    const words = 'The LinkedIn page did not load. '.repeat(400);
    const { bridge } = bridgeWith(() => ({ reply: { ok: false, error: { message: words } } }));
    const error = await rejection(bridge.call(remoteFunctions, 'getTasks'));
    const shown = errorMessage(error);
    expect(SHOWN_ERROR_MAX_CHARS).toBe(500);
    expect(shown).toHaveLength(500);
    expect(shown).toBe(`${words.slice(0, 499)}…`);
    expect(errorMessage('Short and clear')).toBe('Short and clear');
    expect(errorMessage({ odd: true })).toBe('Something went wrong');
    expect(journalEntries().at(-1)?.error?.length).toBeGreaterThan(500);
  });
});

describe('ExtensionBridge.command', () => {
  it('sends {type: cmd, cmd, ...fields} and parses the bare reply', async () => {
    const { bridge, runtime } = bridgeWith(answerByName({ getData: validData }));

    const data = await bridge.command('getData', {});

    expect(runtime.sent[0]?.message).toEqual({ type: 'cmd', cmd: 'getData' });
    expect(data.baseData.changelog).toEqual([]);
    expect(data.baseData.updateNoticeSeen).toBe(true);
    expect(data.token).toBe('tok-1');
  });

  it('also accepts a command reply wrapped in an ok envelope', async () => {
    const { bridge } = bridgeWith(() => ({ reply: { ok: true, result: validData } }));
    await expect(bridge.command('getData', {})).resolves.toMatchObject({ token: 'tok-1' });
  });

  it('passes a failed command on as a remote error with its code', async () => {
    const { bridge } = bridgeWith(() => ({
      reply: { ok: false, error: { message: 'Not signed in', code: 'auth' } },
    }));

    const error = await rejection(bridge.command('logout', {}));

    expect(error).toMatchObject({ kind: 'remote', fn: 'logout', message: 'Not signed in', code: 'auth' });
  });

  it('turns a command reply that fails its schema into an error naming the command', async () => {
    const { bridge } = bridgeWith(() => ({ reply: { token: 5, baseData: {} } }));

    const error = await rejection(bridge.command('getData', {}));

    expect(error).toMatchObject({ kind: 'malformed', fn: 'getData' });
    expect(error.message).toMatch(/^The extension sent an unexpected reply to getData \(/);
    // Every issue, each with its path (the conformance kit reports them all).
    expect(error.issues?.map((i) => i.path)).toEqual(['token', 'baseData.code_version']);
  });

  it('refuses bad command fields with an error naming the command, sending nothing', async () => {
    const { bridge, runtime } = bridgeWith(answerByName({ login: true }));

    // @ts-expect-error the token must be a string
    const error = await rejection(bridge.command('login', { token: 42 }));

    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toMatchObject({ kind: 'invalid-args', fn: 'login' });
    expect(error.message).toMatch(/^login was called with bad arguments \(token: /);
    expect(runtime.sent).toHaveLength(0);
  });
});

describe('the installed bridge', () => {
  it('rejects calls with an unreachable error while no bridge is installed', async () => {
    installBridge(undefined);
    await expect(callRemote(remoteFunctions, 'getTasks')).rejects.toMatchObject({
      kind: 'unreachable',
      fn: 'getTasks',
    });
    await expect(sendCommand('getData', {})).rejects.toMatchObject({ kind: 'unreachable', fn: 'getData' });
  });

  it('routes calls through the installed bridge', async () => {
    const { bridge } = bridgeWith(answerByName({ getTasks: [], getData: validData }));
    installBridge(bridge);
    await expect(callRemote(remoteFunctions, 'getTasks')).resolves.toEqual([]);
    await expect(sendCommand('getData', {})).resolves.toMatchObject({ token: 'tok-1' });
  });
});

describe('journal', () => {
  it('records every call with its channel, arguments, outcome and duration', async () => {
    const { bridge } = bridgeWith((message) => {
      const m = message as { name?: string };
      if (m.name === 'checkAccount') return { reply: { ok: false, error: { message: 'Mismatch' } } };
      return answerByName({ getCountOfConnections: 7, getData: validData })(message);
    });

    await bridge.call(remoteFunctions, 'getCountOfConnections');
    await bridge.call(remoteFunctions, 'checkAccount').catch(() => undefined);
    await bridge.command('getData', {});

    const entries = journalEntries();
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      channel: 'rpc',
      name: 'getCountOfConnections',
      args: [],
      ok: true,
      result: 7,
    });
    expect(entries[1]).toMatchObject({ channel: 'rpc', name: 'checkAccount', ok: false, error: 'Mismatch' });
    expect(entries[2]).toMatchObject({ channel: 'cmd', name: 'getData', args: {}, ok: true });
    for (const e of entries) {
      expect(e.ms).toBeGreaterThanOrEqual(0);
      expect(typeof e.at).toBe('number');
    }
  });

  it('records refused arguments and malformed replies as failures', async () => {
    const { bridge } = bridgeWith(answerByName({ getTasks: 'nope' }));

    await bridge.call(remoteFunctions, 'setUserPerDayLimit', -1).catch(() => undefined);
    await bridge.call(remoteFunctions, 'getTasks').catch(() => undefined);

    expect(journalEntries().map((e) => [e.name, e.ok])).toEqual([
      ['setUserPerDayLimit', false],
      ['getTasks', false],
    ]);
    expect(journalEntries()[1]?.error).toMatch(/unexpected reply to getTasks/);
  });

  it("records why a call failed: the ExtensionError's kind", async () => {
    const { bridge } = bridgeWith(answerByName({ getTasks: 'nope' }));

    await bridge.call(remoteFunctions, 'setUserPerDayLimit', -1).catch(() => undefined);
    await bridge.call(remoteFunctions, 'getTasks').catch(() => undefined);
    await bridge.call(remoteFunctions, 'checkAccount').catch(() => undefined); // answered with an error

    expect(journalEntries().map((e) => [e.name, e.kind])).toEqual([
      ['setUserPerDayLimit', 'invalid-args'],
      ['getTasks', 'malformed'],
      ['checkAccount', 'remote'],
    ]);
  });
});

describe('pushes', () => {
  it('opens the port with the first listener, passes valid pushes and ignores invalid ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, runtime } = bridgeWith(() => ({ silent: true }));
    const received: PushMessage[] = [];

    expect(runtime.ports).toHaveLength(0);
    const off = bridge.onPush((p) => received.push(p));
    expect(runtime.ports).toHaveLength(1);

    runtime.port.emit({ type: 'event', data: { name: 'messageRecieved', conversationId: 'c1' } });
    runtime.port.emit({ cmd: 'eventsUpdated' });
    runtime.port.emit({ type: 'event' }); // no data
    runtime.port.emit({ type: 'event', data: { name: 7 } });
    runtime.port.emit('hello');
    runtime.port.emit(null);
    runtime.port.emit({ cmd: 'somethingElse' });

    expect(received).toEqual([
      { type: 'event', data: { name: 'messageRecieved', conversationId: 'c1' } },
      { cmd: 'eventsUpdated' },
    ]);
    expect(warn).toHaveBeenCalledTimes(5);
    off();
  });

  it('logs each valid push by name and time only, once whatever listens', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    clearPushLog();
    const { bridge, runtime } = bridgeWith(() => ({ silent: true }));
    const offA = bridge.onPush(() => undefined);
    const offB = bridge.onPush(() => undefined);

    runtime.port.emit({ type: 'event', data: { name: 'messageReceived', text: 'Call me at 5' } });
    runtime.port.emit({ cmd: 'eventsUpdated' });
    runtime.port.emit('hello');

    expect(pushLogSnapshot()).toEqual([
      { name: 'messageReceived', at: expect.any(Number) },
      { name: 'eventsUpdated', at: expect.any(Number) },
    ]);
    offA();
    offB();
  });

  it('shares one port between listeners and closes it with the last', () => {
    const { bridge, runtime } = bridgeWith(() => ({ silent: true }));
    const a: PushMessage[] = [];
    const b: PushMessage[] = [];

    const offA = bridge.onPush((p) => a.push(p));
    const offB = bridge.onPush((p) => b.push(p));
    expect(runtime.ports).toHaveLength(1);
    runtime.port.emit({ cmd: 'eventsUpdated' });
    offA();
    expect(runtime.port.disconnected).toBe(false);
    runtime.port.emit({ cmd: 'eventsUpdated' });
    offB();
    expect(runtime.port.disconnected).toBe(true);

    expect(a).toHaveLength(1);
    expect(b).toHaveLength(2);
  });

  it('tells status listeners when the port drops and comes back', async () => {
    vi.useFakeTimers();
    const { bridge, runtime } = bridgeWith(() => ({ silent: true }));
    const statuses: PortStatus[] = [];
    bridge.onPortStatus((s) => statuses.push(s));
    expect(statuses).toEqual(['disconnected']);

    const off = bridge.onPush(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    runtime.port.drop();
    // Reopened after 500 ms, confirmed after another second open.
    await vi.advanceTimersByTimeAsync(1500);
    expect(statuses).toEqual(['disconnected', 'connected', 'reconnecting', 'connected']);
    off();
  });

  it('maps each push to the queries it makes stale, through one mapping', async () => {
    expect(queryRootsForPush({ cmd: 'eventsUpdated' })).toEqual(['dashboard', 'notifications']);
    expect(queryRootsForPush({ type: 'event', data: { name: 'messageRecieved' } })).toEqual([
      'messenger',
      'dashboard',
      'notifications',
    ]);
    expect(queryRootsForPush({ type: 'event', data: { name: 'newConnection' } })).toEqual([
      'crm',
      'dashboard',
      'notifications',
    ]);
    expect(queryRootsForPush({ type: 'event', data: { name: 'connectionRemoved' } })).toEqual(['crm']);
    expect(queryRootsForPush({ type: 'event', data: { name: 'messageSent' } })).toEqual([
      'campaigns',
      'campaign-detail',
    ]);
    expect(queryRootsForPush({ type: 'event', data: { name: 'unheardOf' } })).toEqual([]);

    const queryClient = new QueryClient();
    queryClient.setQueryData(['dashboard', 'stats'], 1);
    queryClient.setQueryData(['crm', 'list'], 2);
    invalidateForPush(queryClient, { cmd: 'eventsUpdated' });
    expect(queryClient.getQueryState(['dashboard', 'stats'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['crm', 'list'])?.isInvalidated).toBe(false);
  });
});
