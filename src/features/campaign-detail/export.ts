import DOMPurify from 'dompurify';
import { formatPattern } from '@/lib/format/datePattern';
import type { QueueItem } from '@/lib/extension/contract';
import { QUEUE_STATUS_NAMES } from '@/lib/constants';
import { toCsv } from '@/lib/csv';

// 'Export CSV': the whole queue with its outcomes, fetched page by page (the extension pages it),
// every cell neutralised against spreadsheet formulas.

export const EXPORT_PAGE_SIZE = 1000;
export const EXPORT_COLUMNS = ['Id', 'First name', 'Last name', 'Status code', 'Status', 'Sent', 'Outcome'];

const textOnly = DOMPurify(window);
/** status_reason is extension HTML: its text only, scripts and their content dropped. */
export function reasonText(html: string | null | undefined): string {
  if (!html) return '';
  const body = textOnly.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM: true });
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function queueRow(item: QueueItem): unknown[] {
  return [
    item.id,
    item.data.firstName ?? '',
    item.data.lastName ?? '',
    item.status,
    QUEUE_STATUS_NAMES[item.status] ?? '',
    item.sentTime ? formatPattern(item.sentTime, 'yyyy-MM-dd HH:mm') : '',
    reasonText(item.status_reason),
  ];
}

export const exportFileName = (campaignId: number, now: Date) =>
  `campaign-${campaignId}-queue-${formatPattern(now, 'yyyyMMdd-HHmm')}.csv`;

export type FetchQueuePage = (page: number, size: number) => Promise<{ items: QueueItem[]; total: number }>;

/** Fetches every page and builds the CSV; reports progress after each page; stops when aborted. */
export async function exportQueueCsv(
  fetchPage: FetchQueuePage,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const rows: unknown[][] = [];
  const seen = new Set<number>();
  let total = Infinity;
  for (let page = 0; page * EXPORT_PAGE_SIZE < total; page++) {
    signal?.throwIfAborted();
    const reply = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = reply.total;
    const before = rows.length;
    for (const item of reply.items) {
      // The queue can move while it is read: an item seen on an earlier page is not written twice.
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      rows.push(queueRow(item));
    }
    onProgress(Math.min(rows.length, total), total);
    // An empty page, or one with nothing new (an extension repeating a page), ends the export:
    // `total` alone would keep asking.
    if (rows.length === before) break;
  }
  return toCsv(EXPORT_COLUMNS, rows);
}
