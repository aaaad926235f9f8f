import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material';
import type { Notice } from './NoticeSnackbar';
import { lazyPiece } from './LazyPiece';

export type Notify = (text: string, severity?: AlertColor) => void;

const NotifyContext = createContext<Notify | null>(null);

// The Snackbar and Alert download with the first message, not with the entry chunk (issue 13).
const NoticeSnackbar = lazyPiece('A message', () => import('./NoticeSnackbar').then((m) => m.NoticeSnackbar));

/**
 * The app's one place for short messages ('Profile updated', 'Done!', errors): one Snackbar for
 * every screen, so a message survives the screen that sent it. Errors stay until closed; the
 * rest close after 6 s. A new message replaces the one showing.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>(
    (text, severity = 'success') => setNotice((old) => ({ text, severity, key: (old?.key ?? 0) + 1 })),
    [],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </NotifyContext.Provider>
  );
}

/** `notify(text, severity)`; the message shows at the bottom of the window. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider above it (the app shell has one)');
  return notify;
}
