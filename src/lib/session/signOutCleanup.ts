import type { QueryClient } from '@tanstack/react-query';
import { clearJournal } from '../journal';
import { closeDrafts, discardDrafts } from '../draftAccount';

/** Runs one cleanup step; a step that throws (blocked site data) is logged and the next one runs. */
export function attemptStep(name: string, step: () => void): void {
  try {
    step();
  } catch (e) {
    console.warn(`Sign-out: ${name} failed`, e);
  }
}

/** What features hold for the signed-in account outside the query cache (the messenger's outbox). */
const featureSteps = new Map<string, () => void>();

/** A feature's own cleanup at the end of a session; features register it when they load. */
export function clearOnSignOut(name: string, step: () => void): void {
  featureSteps.set(name, step);
}

/**
 * The end of a session in this tab: the query cache and the call journal go. The account's drafts
 * stay for its next sign-in ('keep': a 401, another tab's expiry) or are deleted ('discard': a
 * logout the person confirmed). Each step on its own: this never throws.
 */
export function clearSignedOutAccount(queryClient: QueryClient, drafts: 'keep' | 'discard'): void {
  attemptStep('drafts', drafts === 'discard' ? discardDrafts : closeDrafts);
  attemptStep('query cache', () => queryClient.clear());
  attemptStep('call journal', clearJournal);
  for (const [name, step] of featureSteps) attemptStep(name, step);
}
