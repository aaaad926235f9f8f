import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { holdPendingDrafts } from '@/lib/draftAccount';
import { draftStore } from '../../drafts';
import type { CampaignFormValues } from '../../schemas/campaignForm';

const DRAFT_DEBOUNCE_MS = 400;

/**
 * Every change is written (debounced, and on pagehide) to local storage; a form equal to its
 * baseline has no draft. `stop` cancels a pending write, `markSaved` ends writing for good. When
 * the session ends a pending write is made at once (a 401: the draft is kept) or dropped (a
 * confirmed logout); after that nobody is signed in and nothing more is written.
 */
export function useDraftAutosave(
  form: Pick<UseFormReturn<CampaignFormValues>, 'getValues' | 'subscribe'>,
  {
    enabled,
    baseline,
    campaignId,
    onDraftChange,
  }: {
    enabled: boolean;
    baseline: CampaignFormValues;
    campaignId: number | null;
    onDraftChange: (exists: boolean) => void;
  },
) {
  const { getValues, subscribe } = form;
  const saved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const baselineJson = JSON.stringify(baseline);
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = undefined;
      if (saved.current) return;
      const values = getValues();
      if (JSON.stringify(values) === baselineJson) {
        draftStore.clear(campaignId);
        onDraftChange(false);
      } else {
        draftStore.save(campaignId, values);
        onDraftChange(true);
      }
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    const release = holdPendingDrafts({
      flush: () => timer.current && flush(),
      cancel: () => {
        clearTimeout(timer.current);
        timer.current = undefined;
      },
    });
    return () => {
      release();
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (timer.current) flush();
    };
  }, [enabled, baseline, campaignId, subscribe, getValues, onDraftChange]);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const markSaved = useCallback(() => {
    saved.current = true;
    if (timer.current) clearTimeout(timer.current);
    draftStore.clear(campaignId);
  }, [campaignId]);
  return { stop, markSaved };
}
