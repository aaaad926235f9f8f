import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';

interface Notice {
  text: string;
  severity: AlertColor;
  key: number;
}

/**
 * A screen's short messages ('Profile updated', '3 items reset', errors): `show(text, severity)`
 * and the element to render once. Errors stay until closed; the rest close after 6 s.
 */
export function useNotice(): { show: (text: string, severity?: AlertColor) => void; element: ReactNode } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (text: string, severity: AlertColor = 'success') => setNotice({ text, severity, key: Date.now() }),
    [],
  );
  const close = () => setNotice(null);
  const element = (
    <Snackbar
      key={notice?.key}
      open={!!notice}
      autoHideDuration={notice?.severity === 'error' ? null : 6000}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={close}
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
  return { show, element };
}
