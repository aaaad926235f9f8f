import { memo } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReplyIcon from '@mui/icons-material/Reply';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { QUEUE_STATUS_NAMES } from '@/lib/constants';

// By status code; colours come from the table's styles (`.queue-status-<code>`).
const ICONS = [
  HourglassEmptyIcon,
  CheckCircleIcon,
  SkipNextIcon,
  ErrorIcon,
  HandshakeIcon,
  ReplyIcon,
  VisibilityIcon,
] as const;

/** An unknown code (UNKNOWN_QUEUE_STATUS, -1, from a tolerant reply) shows as 'Unknown'. */
export const queueStatusName = (status: number) =>
  QUEUE_STATUS_NAMES[status] ?? (status < 0 ? 'Unknown' : `Status ${status}`);

/** A queue status code 0-6 as an icon and its name (spec 001 section 4). */
export const StatusIcon = memo(function StatusIcon({ status }: { status: number }) {
  const Icon = ICONS[status] ?? HelpOutlineOutlinedIcon;
  return (
    <span className={`queue-status queue-status-${status}`}>
      <Icon fontSize="small" />
      <span>{queueStatusName(status)}</span>
    </span>
  );
});
