/// <reference types="chrome" />
// The simulated extension and its world, packaged as a real MV3 extension's service worker
// (npm run build:extension). The production build talks to it over chrome.runtime exactly as to
// the real extension; the app's HTTP API is answered from the same world by msw's handlers, which
// a test or the bench reaches through `self.answerHttp` (Playwright routes /api/** to it).
import './shims';
import { getResponse } from 'msw';
import { fail, PORT_NAME, type OutgoingMessage } from '@/lib/extension/wire';
import { handlers } from '../http/handlers';
import { buildScenario } from '../scenarios';
import { isScenarioName } from '../scenarioNames';
import { loadWorld, replaceWorld, saveWorldNow, world } from '../world/store';
import { extensionFor } from '../extension/simulatedExtension';
import { createSimulatedTransport, leavesUnanswered } from '../extension/simulatedTransport';
import { startCampaignRunner } from '../extension/runner';
import { chooseProfile } from '../extension/profiles/active';
import type { ExtensionProfileName } from '../extension/profiles/names';

/** The profile this build answers as (`npm run build:extension -- --profile spec`), fixed at build time. */
declare const __EXTENSION_PROFILE__: ExtensionProfileName;

interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
interface WorkerCall {
  at: number;
  kind: string;
  name: string;
  origin: string | undefined;
}
interface WorkerGlobals {
  calls: WorkerCall[];
  ports: Set<chrome.runtime.Port>;
  ready: Promise<void>;
  useScenario: (name: string) => Promise<boolean>;
  answerHttp: (request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: string;
  }) => Promise<HttpAnswer>;
  pushToAll: (message: unknown) => number;
}
const globals = self as unknown as WorkerGlobals;

const implementation = extensionFor(__EXTENSION_PROFILE__);
const transport = createSimulatedTransport({
  implementation,
  faults: () => world().faults,
  installed: () => true,
});

globals.calls = [];
globals.ports = new Set();
globals.ready = loadWorld().then(() => {
  // The world keeps the profile too: the mock server's answers follow it.
  chooseProfile(__EXTENSION_PROFILE__);
  startCampaignRunner();
});

/** Starts a named scenario (the app's ?scenario=, for the production build's demos and the bench). */
globals.useScenario = async (name) => {
  if (!isScenarioName(name)) return false;
  await globals.ready;
  replaceWorld(buildScenario(name));
  chooseProfile(__EXTENSION_PROFILE__);
  await saveWorldNow();
  return true;
};

globals.answerHttp = async ({ method, url, headers, body }) => {
  await globals.ready;
  const request = new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  const response =
    (await getResponse(handlers, request)) ?? new Response('{"success":false}', { status: 404 });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: await response.text(),
  };
};

globals.pushToAll = (message) => {
  for (const port of globals.ports) port.postMessage(message);
  return globals.ports.size;
};

chrome.runtime.onMessageExternal.addListener((message: OutgoingMessage, sender, sendResponse) => {
  const name = message?.type === 'cmd' ? message.cmd : message?.name;
  globals.calls.push({ at: Date.now(), kind: message?.type, name, origin: sender.origin });
  // A message this profile does not handle gets no answer, as from a real extension's listener:
  // Chrome then tells the sender "The message port closed before a response was received."
  if (leavesUnanswered(implementation, message)) return false;
  void globals.ready
    .then(() => transport.send(message, 15_000))
    .then(sendResponse, (e: unknown) => sendResponse(fail(e instanceof Error ? e.message : String(e))));
  return true; // the answer comes asynchronously
});

chrome.runtime.onConnectExternal.addListener((port) => {
  if (port.name !== PORT_NAME) {
    port.disconnect();
    return;
  }
  globals.ports.add(port);
  const stop = transport.listen((push) => port.postMessage(push));
  port.onDisconnect.addListener(() => {
    stop();
    globals.ports.delete(port);
  });
});
