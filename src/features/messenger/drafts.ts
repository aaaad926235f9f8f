import { DRAFT_SCOPES, draftStore as drafts } from '@/lib/drafts';

// The composer's draft per conversation, kept across reloads (the shared draft store).

const SCOPE = DRAFT_SCOPES.messengerComposer;

export const draftStore = {
  get: (id: string): string => drafts.readText(SCOPE, id) ?? '',
  set: (id: string, text: string): void => drafts.writeText(SCOPE, id, text),
};
