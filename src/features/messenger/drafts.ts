// The composer's draft per conversation, kept across reloads. Storage may be full or disabled.

const KEY = (id: string) => `reachly.messenger.draft.${id}`;

export const draftStore = {
  get(id: string): string {
    try {
      return localStorage.getItem(KEY(id)) ?? '';
    } catch {
      return '';
    }
  },
  set(id: string, text: string): void {
    try {
      if (text) localStorage.setItem(KEY(id), text);
      else localStorage.removeItem(KEY(id));
    } catch {
      /* the draft just is not kept */
    }
  },
};
