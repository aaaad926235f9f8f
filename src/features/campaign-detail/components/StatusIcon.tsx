import { memo } from 'react';
import { QUEUE_STATUS_NAMES } from '@/lib/constants';
import { ROW_ICON_PATHS } from '@/lib/ui/rowIconPaths';
import { PlainIcon } from '@/lib/ui/plainControls';

// Plain SVG paths (Material icons): a 1,000-row page mounts rows as it scrolls, and a plain
// element costs far less than a styled icon component. Colours come from the table's styles
// (`.queue-status-<code>`).
const PATHS = [
  'M6 2v6h.01L6 8.01 10 12l-4 4 .01.01H6V22h12v-5.99h-.01L18 16l-4-4 4-3.99-.01-.01H18V2zm10 14.5V20H8v-3.5l4-4zm-4-5-4-4V4h8v3.5z', // hourglass
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z', // check
  'm6 18 8.5-6L6 6zM16 6v12h2V6z', // skip
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z', // error
  'M16.48 10.41c-.39.39-1.04.39-1.43 0l-4.47-4.46-7.05 7.04-.66-.63c-1.17-1.17-1.17-3.07 0-4.24l4.24-4.24c1.17-1.17 3.07-1.17 4.24 0L16.48 9c.39.39.39 1.02 0 1.41m.7-2.12c.78.78.78 2.05 0 2.83-1.27 1.27-2.61.22-2.83 0l-3.76-3.76-5.57 5.57c-.39.39-.39 1.02 0 1.41s1.02.39 1.42 0l4.62-4.62.71.71-4.62 4.62c-.39.39-.39 1.02 0 1.41s1.02.39 1.42 0l4.62-4.62.71.71-4.62 4.62c-.39.39-.39 1.02 0 1.41s1.02.39 1.41 0l4.62-4.62.71.71-4.62 4.62c-.39.39-.39 1.02 0 1.41s1.02.39 1.41 0l8.32-8.34c1.17-1.17 1.17-3.07 0-4.24l-4.24-4.24c-1.15-1.15-3.01-1.17-4.18-.06z', // handshake
  'M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11', // reply
  ROW_ICON_PATHS.visibility, // eye
] as const;
const UNKNOWN =
  'M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4';

/** An unknown code (UNKNOWN_QUEUE_STATUS, -1, from a tolerant reply) shows as 'Unknown'. */
export const queueStatusName = (status: number) =>
  QUEUE_STATUS_NAMES[status] ?? (status < 0 ? 'Unknown' : `Status ${status}`);

/** A queue status code 0-6 as an icon and its name (spec 001 section 4). */
export const StatusIcon = memo(function StatusIcon({ status }: { status: number }) {
  return (
    <span className={`queue-status queue-status-${status}`}>
      <PlainIcon d={PATHS[status] ?? UNKNOWN} />
      <span>{queueStatusName(status)}</span>
    </span>
  );
});
