import { memo } from 'react';
import { Box, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { QueueItem } from '@/lib/extension/contract';
import { formatDateTime } from '@/lib/format/dates';
import { StatusIcon } from './StatusIcon';
import { StatusReason } from './StatusReason';

export const QUEUE_ROW_HEIGHT = 53;

export const memberName = (item: QueueItem) => `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`.trim() || `Member ${item.id}`;
/** The profile behind a queue item (its data is the member's profile); imported rows may have none. */
export const memberProfileId = (item: QueueItem): number | null => (typeof item.data.id === 'number' ? item.data.id : null);

const cell = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 0 } as const;

interface QueueRowProps {
  item: QueueItem;
  /** Both stable: a row re-renders only when its own item changes. */
  onEdit: (item: QueueItem) => void;
  onRemove: (item: QueueItem) => void;
}

/** One queue item: status, name, sent time, reason (sanitised HTML) and its actions. Fixed height for the virtualiser. */
export const QueueRow = memo(function QueueRow({ item, onEdit, onRemove }: QueueRowProps) {
  const name = memberName(item);
  const canEdit = memberProfileId(item) !== null;
  return (
    <TableRow hover sx={{ height: QUEUE_ROW_HEIGHT }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <StatusIcon status={item.status} />
      </TableCell>
      <TableCell sx={cell} title={name}>
        {name}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.sentTime ? formatDateTime(item.sentTime) : '—'}</TableCell>
      <TableCell sx={cell}>
        <StatusReason html={item.status_reason} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Box sx={{ display: 'inline-flex' }}>
          <Tooltip title={canEdit ? 'Edit profile' : 'This member has no profile to edit'}>
            <span>
              <IconButton size="small" aria-label={`Edit profile of ${name}`} disabled={!canEdit} onClick={() => onEdit(item)}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <IconButton size="small" aria-label={`Remove ${name}`} onClick={() => onRemove(item)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      </TableCell>
    </TableRow>
  );
});
