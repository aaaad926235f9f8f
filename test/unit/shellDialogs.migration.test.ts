import { describe, expect, it } from 'vitest';
import { shellDialogFor } from '@/app/dialogs/ShellDialogs';
import { initialSessionState } from '@/lib/session/startup';

// Spec 000: a manifest version below the minimum sets the migration-required state; the update
// banner follows that state (start-up computes it), not a list of releases in the app.

const ready = { ...initialSessionState, phase: 'ready' as const, data: null };

describe('the update banner', () => {
  it('shows when start-up set the migration-required state', () => {
    expect(shellDialogFor({ ...ready, extensionVersion: '5.1.0', migrationRequired: true }, false)).toEqual({
      type: 'update-banner',
      installed: '5.1.0',
    });
  });

  it('does not show otherwise, whatever the version says', () => {
    expect(
      shellDialogFor({ ...ready, extensionVersion: '5.1.0', migrationRequired: false }, false),
    ).toBeNull();
    expect(
      shellDialogFor({ ...ready, extensionVersion: '6.0.0', migrationRequired: false }, false),
    ).toBeNull();
  });
});
