import { useEffect, useState } from 'react';
import { currentBridge } from '@/lib/extension/client';
import { errorMessage } from '@/lib/extension/errors';
import { useRemoveConnections } from '../api';

export interface RemoveProgress {
  ids: ReadonlySet<number>;
  removed: ReadonlySet<number>;
  finished: boolean;
  error?: string;
}

interface RemovalOptions {
  markBusy: (ids: readonly number[], on: boolean) => void;
  /** The removed rows leave the selection. */
  onRemoved: (ids: readonly number[]) => void;
}

/** Removing connections, one or many, with its progress counted from the extension's pushes. */
export function useRemoval({ markBusy, onRemoved }: RemovalOptions) {
  const removeConnections = useRemoveConnections();
  const [progress, setProgress] = useState<RemoveProgress | null>(null);

  // Each pushed connectionRemoved event (data.id) of ours counts one.
  const active = progress !== null && !progress.finished;
  useEffect(() => {
    if (!active) return;
    return currentBridge()?.onPush((push) => {
      if ('cmd' in push || push.data.name !== 'connectionRemoved') return;
      const id = Number(push.data.id);
      setProgress((old) => {
        if (!old || !old.ids.has(id) || old.removed.has(id)) return old;
        return { ...old, removed: new Set(old.removed).add(id) };
      });
    });
  }, [active]);

  const start = (ids: number[]) => {
    if (!ids.length) return;
    setProgress({ ids: new Set(ids), removed: new Set(), finished: false });
    markBusy(ids, true);
    removeConnections.mutate(ids, {
      onSuccess: () => {
        setProgress((old) => (old ? { ...old, finished: true } : old));
        onRemoved(ids);
      },
      onError: (e) => setProgress((old) => (old ? { ...old, finished: true, error: errorMessage(e) } : old)),
      onSettled: () => markBusy(ids, false),
    });
  };

  return { progress, active, start, dismiss: () => setProgress(null) };
}
