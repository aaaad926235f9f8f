import type { PortStatus } from './transport';

/** Spec: 'Reconnect extension' shows once the port has been down for more than 8 s. */
export const RECONNECT_DIALOG_AFTER_MS = 8000;

/**
 * Tells `onChange(true)` once the port has been without a confirmed connection for `afterMs`
 * in a row, and `onChange(false)` when a connection is confirmed again. Repeated 'reconnecting'
 * reports while the port is down do not restart the count, and nothing short of a confirmed
 * connection hides the dialog, so it neither waits forever nor flickers.
 */
export function watchPortLoss(
  source: { onPortStatus(listener: (status: PortStatus) => void): () => void },
  onChange: (lost: boolean) => void,
  afterMs = RECONNECT_DIALOG_AFTER_MS,
): () => void {
  let lost = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const off = source.onPortStatus((status) => {
    if (status === 'connected') {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (lost) {
        lost = false;
        onChange(false);
      }
      return;
    }
    if (lost || timer) return; // already counting since the port went down
    timer = setTimeout(() => {
      timer = undefined;
      lost = true;
      onChange(true);
    }, afterMs);
  });
  return () => {
    off();
    if (timer) clearTimeout(timer);
  };
}

/**
 * Calls `onReconnect` each time the port is confirmed connected again after it dropped: not on its
 * first connection, and once per drop however many 'reconnecting' reports came between.
 */
export function watchReconnects(
  source: { onPortStatus(listener: (status: PortStatus) => void): () => void },
  onReconnect: () => void,
): () => void {
  let connectedOnce = false;
  let dropped = false;
  return source.onPortStatus((status) => {
    if (status !== 'connected') {
      dropped = connectedOnce;
      return;
    }
    const reconnected = dropped;
    connectedOnce = true;
    dropped = false;
    if (reconnected) onReconnect();
  });
}
