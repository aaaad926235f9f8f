import { memo } from 'react';
import type { QueueItem } from '@/lib/extension/contract';
import { formatDateTime } from '@/lib/format/dates';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { StatusIcon } from './StatusIcon';
import { StatusReason } from './StatusReason';

export const QUEUE_ROW_HEIGHT = 53;

export const memberName = (item: QueueItem) =>
  `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`.trim() || `Member ${item.id}`;
/** The profile behind a queue item (its data is the member's profile); imported rows may have none. */
export const memberProfileId = (item: QueueItem): number | null =>
  typeof item.data.id === 'number' ? item.data.id : null;

interface QueueRowProps {
  item: QueueItem;
  /** Both stable: a row re-renders only when its own item changes. */
  onEdit: (item: QueueItem) => void;
  onRemove: (item: QueueItem) => void;
}

/**
 * One queue item: status, name, sent time, reason (sanitised HTML) and its actions. Plain
 * elements styled by the table (QueueTable), fixed height for the virtualiser.
 */
export const QueueRow = memo(function QueueRow({ item, onEdit, onRemove }: QueueRowProps) {
  const name = memberName(item);
  const canEdit = memberProfileId(item) !== null;
  return (
    <tr className="queue-row">
      <td>
        <StatusIcon status={item.status} />
      </td>
      <td className="queue-clip" title={name}>
        {name}
      </td>
      <td>{item.sentTime ? formatDateTime(item.sentTime) : '—'}</td>
      <td className="queue-clip">
        <StatusReason html={item.status_reason} />
      </td>
      <td className="queue-actions">
        <button
          type="button"
          className="plain-icon-button"
          aria-label={`Edit profile of ${name}`}
          title={canEdit ? 'Edit profile' : 'This member has no profile to edit'}
          disabled={!canEdit}
          onClick={() => onEdit(item)}
        >
          <EditOutlinedIcon sx={{ fontSize: 18 }} />
        </button>
        <button
          type="button"
          className="plain-icon-button"
          aria-label={`Remove ${name}`}
          title="Remove from the queue"
          onClick={() => onRemove(item)}
        >
          <DeleteOutlinedIcon sx={{ fontSize: 18 }} />
        </button>
      </td>
    </tr>
  );
});
