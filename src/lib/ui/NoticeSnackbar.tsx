import type { AlertColor } from '@mui/material';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A message of the app's one notifier (notify.tsx). */
export interface Notice {
  text: string;
  severity: AlertColor;
  key: number;
}

/** The Snackbar of NotifyProvider (its own chunk: it downloads with the first message). */
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
