import { memo } from 'react';
import type { QueueItem } from '@/lib/extension/contract';
import { formatDateTime } from '@/lib/format/dates';
import { PlainIcon } from '@/lib/ui/plainControls';
import { StatusIcon } from './StatusIcon';
import { StatusReason } from './StatusReason';

export const QUEUE_ROW_HEIGHT = 53;

export const memberName = (item: QueueItem) =>
  `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`.trim() || `Member ${item.id}`;
/** The profile behind a queue item (its data is the member's profile); imported rows may have none. */
export const memberProfileId = (item: QueueItem): number | null =>
  typeof item.data.id === 'number' ? item.data.id : null;

const EDIT_PATH =
  'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z';
const DELETE_PATH = 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z';

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
          <PlainIcon d={EDIT_PATH} size={18} />
        </button>
        <button
          type="button"
          className="plain-icon-button"
          aria-label={`Remove ${name}`}
          title="Remove from the queue"
          onClick={() => onRemove(item)}
        >
          <PlainIcon d={DELETE_PATH} size={18} />
        </button>
      </td>
    </tr>
  );
});
