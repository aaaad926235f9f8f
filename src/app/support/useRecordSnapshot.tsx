import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { buildSnapshot, downloadSnapshot } from '@/lib/query/snapshot';
import { currentBridge } from '@/lib/extension/client';

/** Downloads snapshot-<yyyyMMdd-HHmm>.json; names, e-mails and texts are masked unless the person unticks redact. */
export function useRecordSnapshot(): () => void {
  const queryClient = useQueryClient();
  const route = useRouterState({ select: (s) => s.location.href });
  return useCallback(() => {
    const redact = window.confirm(
      'Record a support snapshot?\n\nOK: names, e-mails and message texts are masked (recommended).\nCancel: do not record.',
    );
    if (!redact) return;
    downloadSnapshot(
      buildSnapshot(queryClient, { redact, route, mode: currentBridge()?.transport.kind ?? 'none' }),
    );
  }, [queryClient, route]);
}
