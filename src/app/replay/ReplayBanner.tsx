import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPattern } from '@/lib/format/datePattern';

/** Always on screen while replaying, so nobody mistakes the snapshot for a live account. */
export function ReplayBanner({ createdAt }: { createdAt: number }) {
  return (
    <Paper
      role="status"
      aria-label="Replay"
      elevation={6}
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (t) => t.zIndex.snackbar,
        px: 2.5,
        py: 1,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        pointerEvents: 'none',
        textAlign: 'center',
      }}
    >
      <Typography variant="subtitle2" component="p">
        Replaying snapshot from {formatPattern(createdAt, 'd MMM yyyy, HH:mm')}
      </Typography>
      <Typography variant="caption" component="p">
        Read-only: changes are not sent anywhere.
      </Typography>
    </Paper>
  );
}
