/* global chrome */
// Breaks the contract on purpose (test/conformance/test.mjs expects the kit to fail on it):
//   getData (command)       baseData.code_version is a word           -> invalid at baseData.code_version
//   getCampaigns            count is a word                            -> invalid at count
//   getCountOfConnections   a word for a number                        -> invalid at reply
//   getExtensionManifestVersion  the bare value, with no { ok, result } -> invalid at reply
//   getTasks                never answered                             -> unknown (Chrome: port closed)
// getUser answers correctly; every other call gets the unknown-message error.

const ok = (result) => ({ ok: true, result });

const commands = {
  getData: () => ({
    token: null,
    packageInfo: { offline: false },
    baseData: { code_version: 'thirty-eight' },
  }),
  getUser: () => ({ linkedinAccount: null }),
};

const remotes = {
  getCampaigns: () => ok({ result: [], count: 'two' }),
  getCountOfConnections: () => ok('forty-two'),
  getExtensionManifestVersion: () => chrome.runtime.getManifest().version,
};

const unknown = (name) => ({ ok: false, error: { message: `Unknown message ${name}`, code: 'unknown' } });

chrome.runtime.onMessageExternal.addListener((msg, _sender, sendResponse) => {
  const name = msg?.type === 'cmd' ? msg.cmd : msg?.name;
  if (name === 'getTasks') return false; // no answer: Chrome closes the message port
  const answer = (msg?.type === 'cmd' ? commands : remotes)[name];
  sendResponse(answer ? answer(msg) : unknown(name));
  return false;
});
