import type { QueueItem } from '@/lib/extension/contract';
import { plainRowStyles, VirtualTable } from '@/lib/ui/VirtualTable';
import { QUEUE_ROW_HEIGHT, QueueRow } from './QueueRow';

interface QueueTableProps {
  items: QueueItem[];
  onEdit: (item: QueueItem) => void;
  onRemove: (item: QueueItem) => void;
  emptyText: string;
  /** The rows shown are about to be replaced (the next page or search is loading). */
  busy?: boolean;
}

/** The rows' styles, once for the whole table (rows are plain elements: cheap to mount while scrolling). */
const tableStyles = {
  tableLayout: 'fixed',
  minWidth: 760,
  ...plainRowStyles('queue-row', QUEUE_ROW_HEIGHT),
  '& td.queue-clip': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& td.queue-actions': { textAlign: 'right' },
  '& .queue-status': { display: 'inline-flex', alignItems: 'center', gap: 0.75, verticalAlign: 'middle' },
  '& .queue-status-0': { '& svg': { color: 'text.secondary' } },
  '& .queue-status-1': { '& svg': { color: 'success.main' } },
  '& .queue-status-2': { '& svg': { color: 'warning.main' } },
  '& .queue-status-3': { '& svg': { color: 'error.main' } },
  '& .queue-status-4': { '& svg': { color: 'primary.main' } },
  '& .queue-status-5': { '& svg': { color: 'info.main' } },
  '& .queue-status-6': { '& svg': { color: 'secondary.main' } },
  '& .queue-reason a': { color: 'primary.main' },
} as const;

/** The header row (static). */
const QUEUE_HEAD = (
  <thead>
    <tr>
      <th style={{ width: 150 }}>Status</th>
      <th style={{ width: '22%' }}>Name</th>
      <th style={{ width: 190 }}>Sent</th>
      <th>Reason</th>
      <th className="align-right" style={{ width: 100 }}>
        Actions
      </th>
    </tr>
  </thead>
);

const queueItemKey = (item: QueueItem) => item.id;

/**
 * The queue page as a table whose rows are virtualised: a 1,000-row page mounts only the rows
 * in view (plus a few), with spacer rows above and below keeping the scroll height.
 */
export function QueueTable({ items, onEdit, onRemove, emptyText, busy }: QueueTableProps) {
  return (
    <VirtualTable
      label="Queue"
      sx={tableStyles}
      head={QUEUE_HEAD}
      testId="queue-scroll"
      items={items}
      rowHeight={QUEUE_ROW_HEIGHT}
      itemKey={queueItemKey}
      columns={5}
      emptyText={emptyText}
      busy={busy}
    >
      {(item) => <QueueRow key={item.id} item={item} onEdit={onEdit} onRemove={onRemove} />}
    </VirtualTable>
  );
}
