import { useCallback, useEffect, useRef, useState } from 'react';
import { newActionKey } from '@/lib/extension/actions';
import { currentBridge } from '@/lib/extension/client';
import { errorMessage } from '@/lib/extension/errors';
import { RemovalNotConfirmedError, useRemovalRunning, useRemoveConnections } from '../api';

export interface RemoveProgress {
  total: number;
  /** Counted from the connectionRemoved pushes (and a check after a timeout). */
  removed: number;
  finished: boolean;
  error?: string;
  /** The call timed out: what was found when the connections were read again. Counting goes on. */
  unconfirmed?: string;
}

interface RemovalOptions {
  markBusy: (ids: readonly number[], on: boolean) => void;
  /** The removed rows leave the selection. */
  onRemoved: (ids: readonly number[]) => void;
}

/** One removal: its ids, its action key (kept by Try again) and the ids counted as removed. */
interface Removal {
  ids: number[];
  pending: ReadonlySet<number>;
  counted: Set<number>;
  actionKey: string;
}

/** Removing connections, one or many, with its progress counted from the extension's pushes. */
export function useRemoval({ markBusy, onRemoved }: RemovalOptions) {
  const removeConnections = useRemoveConnections();
  const lock = useRemovalRunning();
  const [progress, setProgress] = useState<RemoveProgress | null>(null);
  const current = useRef<Removal | null>(null);

  /** Counts ids of this removal not counted yet; each id once, without copying sets. */
  const count = useCallback((ids: Iterable<number>) => {
    const removal = current.current;
    if (!removal) return;
    const before = removal.counted.size;
    for (const id of ids) if (removal.pending.has(id)) removal.counted.add(id);
    const added = removal.counted.size - before;
    if (!added) return;
    setProgress((old) => {
      if (!old) return old;
      const removed = removal.counted.size;
      // A timed-out removal that the pushes or the check show complete is done after all.
      return {
        ...old,
        removed,
        finished: old.finished || (old.unconfirmed !== undefined && removed === old.total),
      };
    });
  }, []);

  // Each pushed connectionRemoved event (data.id) of ours counts one, also after a timeout.
  const active = progress !== null && !progress.finished;
  useEffect(() => {
    if (!active) return;
    return currentBridge()?.onPush((push) => {
      if ('cmd' in push || push.data.name !== 'connectionRemoved') return;
      count([Number(push.data.id)]);
    });
  }, [active, count]);

  const send = (removal: Removal) => {
    markBusy(removal.ids, true);
    removeConnections.mutate(
      { ids: removal.ids, actionKey: removal.actionKey },
      {
        onSuccess: () => {
          setProgress((old) => (old ? { total: old.total, removed: old.total, finished: true } : old));
          onRemoved(removal.ids);
        },
        onError: (e) => {
          if (e instanceof RemovalNotConfirmedError) {
            const counted = removal.counted.size;
            setProgress((old) =>
              old ? { ...old, unconfirmed: e.message, finished: counted === old.total } : old,
            );
            count(e.gone);
          } else setProgress((old) => (old ? { ...old, finished: true, error: errorMessage(e) } : old));
        },
        onSettled: () => markBusy(removal.ids, false),
      },
    );
  };

  const start = (ids: number[]) => {
    if (!ids.length || lock.isRunning()) return;
    const removal = { ids, pending: new Set(ids), counted: new Set<number>(), actionKey: newActionKey() };
    current.current = removal;
    setProgress({ total: removal.pending.size, removed: 0, finished: false });
    send(removal);
  };

  /** After a timeout and its check: the same removal again, with the same key. */
  const retry = () => {
    const removal = current.current;
    if (!removal || lock.isRunning()) return;
    setProgress((old) => (old ? { total: old.total, removed: old.removed, finished: false } : old));
    send(removal);
  };

  return {
    progress,
    active: active || lock.running,
    start,
    retry: progress?.unconfirmed && !progress.finished && !lock.running ? retry : undefined,
    dismiss: () => {
      current.current = null;
      setProgress(null);
    },
  };
}
