import { useRef } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { QueueItem } from '@/lib/extension/contract';
import { QUEUE_ROW_HEIGHT, QueueRow } from './QueueRow';

interface QueueTableProps {
  items: QueueItem[];
  onEdit: (item: QueueItem) => void;
  onRemove: (item: QueueItem) => void;
  emptyText: string;
}

/**
 * The queue page as a table whose rows are virtualised: a 1,000-row page mounts only the rows
 * in view (plus a few), with spacer rows above and below keeping the scroll height.
 */
/** The rows' styles, once for the whole table (rows are plain elements: cheap to mount while scrolling). */
const rowStyles = {
  tableLayout: 'fixed',
  minWidth: 760,
  '& tr.queue-row': { height: QUEUE_ROW_HEIGHT },
  '& tr.queue-row:hover': { bgcolor: 'action.hover' },
  '& tr.queue-row > td': {
    px: 2,
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    typography: 'body2',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  '& td.queue-clip': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& td.queue-actions': { textAlign: 'right' },
  '& td.queue-actions button': {
    border: 0,
    background: 'none',
    p: 0.75,
    borderRadius: '50%',
    color: 'action.active',
    cursor: 'pointer',
    lineHeight: 0,
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '&:disabled': { color: 'action.disabled', cursor: 'default' },
  },
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

export function QueueTable({ items, onEdit, onRemove, emptyText }: QueueTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the rows are memoised instead
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => QUEUE_ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualRows.length
    ? virtualizer.getTotalSize() - virtualRows[virtualRows.length - 1]!.end
    : 0;

  return (
    <TableContainer
      ref={scrollRef}
      sx={{ maxHeight: 'min(65vh, 640px)', overflow: 'auto' }}
      data-testid="queue-scroll"
    >
      <Table stickyHeader size="medium" aria-label="Queue" sx={rowStyles}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 150 }}>Status</TableCell>
            <TableCell sx={{ width: '22%' }}>Name</TableCell>
            <TableCell sx={{ width: 190 }}>Sent</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell align="right" sx={{ width: 100 }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
          {virtualRows.map((v) => {
            const item = items[v.index];
            return item ? <QueueRow key={item.id} item={item} onEdit={onEdit} onRemove={onRemove} /> : null;
          })}
          {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
          {items.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
