import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { chooseExtensionId, parseAllowedExtensionIds } from '@/lib/extension/extensionIds';
import { runStartup, type StartupDeps } from '@/lib/session/startup';
import { shellDialogFor } from '@/app/dialogs/ShellDialogs';
import { ConnectionDialogView, UNKNOWN_EXTENSION_TEXT } from '@/app/dialogs/ShellDialogViews';
import { guardRedirect } from '@/lib/session/guards';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { scriptedTransport } from '../integration/support/scriptedTransport';

const OURS = 'abcdefghijklmnopabcdefghijklmnop';
const ALSO_OURS = 'ppppppppppppppppaaaaaaaaaaaaaaaa';
const FOREIGN = 'mnopmnopmnopmnopmnopmnopmnopmnop'; // well formed, not ours
const allowed = parseAllowedExtensionIds(` ${OURS}, ${ALSO_OURS} ,not-an-id,${'q'.repeat(32)}`);

describe('extension id allow-list (hostile connectTo values)', () => {
  it('keeps only well-formed ids from the build-time list', () => {
    expect([...allowed]).toEqual([OURS, ALSO_OURS]);
    expect(parseAllowedExtensionIds(undefined).size).toBe(0);
    expect(parseAllowedExtensionIds('').size).toBe(0);
  });

  it.each([
    ['a well-formed foreign id', FOREIGN],
    ['upper case', OURS.toUpperCase()],
    ['letters beyond p', 'abcdefghijklmnopqrstuvwxyzabcdef'],
    ['too short', OURS.slice(1)],
    ['one of ours with a suffix', `${OURS}x`],
    ['a very long id', OURS.repeat(2000)],
    ['path characters', `${OURS.slice(0, 30)}/.`],
    ['unicode look-alikes (Cyrillic а)', `${OURS.slice(0, 31)}\u0430`],
    ['a zero-width space', `${OURS}\u200b`],
    ['surrounding white space', ` ${OURS} `],
    ['the old loose format', 'my-extension_id'],
    ['script text', '<script>alert(1)</script>'],
  ])('refuses %s: neither stored nor used', (_name, hostile) => {
    const store = vi.fn();
    const choice = chooseExtensionId(hostile, OURS, allowed, store);
    expect(choice).toEqual({ status: 'unknown' });
    expect(store).not.toHaveBeenCalled();
  });

  it('stores and uses an id of ours from the link', () => {
    const store = vi.fn();
    expect(chooseExtensionId(ALSO_OURS, OURS, allowed, store)).toEqual({ status: 'ok', id: ALSO_OURS });
    expect(store).toHaveBeenCalledWith(ALSO_OURS);
  });

  it('uses a stored id only when it is still ours; a planted one counts as missing', () => {
    const store = vi.fn();
    expect(chooseExtensionId(null, OURS, allowed, store)).toEqual({ status: 'ok', id: OURS });
    expect(chooseExtensionId(null, FOREIGN, allowed, store)).toEqual({ status: 'missing' });
    expect(chooseExtensionId(null, null, allowed, store)).toEqual({ status: 'missing' });
    expect(store).not.toHaveBeenCalled();
  });

  it('a build without a list accepts no id at all', () => {
    expect(chooseExtensionId(OURS, null, parseAllowedExtensionIds(''), vi.fn())).toEqual({
      status: 'unknown',
    });
  });

  it('start-up with an unknown id contacts neither the extension nor the server', async () => {
    const script = scriptedTransport({ getExtensionManifestVersion: '5.4.1' });
    const deps: StartupDeps = {
      bridge: new ExtensionBridge(script.transport),
      hasExtensionId: false,
      unknownExtensionId: true,
      sync: true,
      tokens: { get: () => 'stored-token', set: vi.fn(), clear: vi.fn() },
      fetchUser: vi.fn(),
      fetchPlanSettings: vi.fn(),
      removeSyncParam: vi.fn(),
    };
    const state = await runStartup(deps);
    expect(state.connection).toBe('unknown-id');
    expect(script.sent).toHaveLength(0);
    expect(deps.fetchUser).not.toHaveBeenCalled();
    expect(guardRedirect(state, 'authenticated', true)).toBe('/getStarted');
    expect(shellDialogFor(state, false)).toEqual({ type: 'connection', missingId: false, unknownId: true });
  });

  it('the connection dialog says the link named an unknown extension', () => {
    render(<ConnectionDialogView missingId={false} unknownId onRetry={() => undefined} retrying={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Unable to establish connection' });
    expect(dialog).toHaveTextContent(UNKNOWN_EXTENSION_TEXT);
    expect(dialog).toHaveTextContent('named an unknown extension');
  });
});
