import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import ErrorIcon from '@mui/icons-material/Error';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ReplyIcon from '@mui/icons-material/Reply';
import VisibilityIcon from '@mui/icons-material/Visibility';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { QUEUE_STATUS_NAMES } from '@/lib/constants';

const ICONS = [
  { Icon: HourglassEmptyIcon, color: 'text.secondary' },
  { Icon: CheckCircleIcon, color: 'success.main' },
  { Icon: SkipNextIcon, color: 'warning.main' },
  { Icon: ErrorIcon, color: 'error.main' },
  { Icon: HandshakeIcon, color: 'primary.main' },
  { Icon: ReplyIcon, color: 'info.main' },
  { Icon: VisibilityIcon, color: 'secondary.main' },
] as const;

export const queueStatusName = (status: number) => QUEUE_STATUS_NAMES[status] ?? `Status ${status}`;

/** A queue status code 0-6 as an icon and its name (spec 001 section 4). */
export const StatusIcon = memo(function StatusIcon({ status }: { status: number }) {
  const { Icon, color } = ICONS[status] ?? { Icon: HelpOutlineIcon, color: 'text.disabled' };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      <Typography variant="body2" component="span">
        {queueStatusName(status)}
      </Typography>
    </Box>
  );
});
