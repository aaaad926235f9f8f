import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';

export type Notify = (text: string, severity?: AlertColor) => void;

export interface Notice {
  text: string;
  severity: AlertColor;
  key: number;
}

const NotifyContext = createContext<Notify | null>(null);

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
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </NotifyContext.Provider>
  );
}

/** `notify(text, severity)`; the message shows at the bottom of the window. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider above it (the app shell has one)');
  return notify;
}

/** The Snackbar itself (also used by the screens still on `useNotice`). */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar
      key={notice?.key}
      open={!!notice}
      autoHideDuration={notice?.severity === 'error' ? null : 6000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={onClose}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {notice.text}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  );
}
