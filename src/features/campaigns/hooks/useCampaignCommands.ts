import { useCallback, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Campaign, CampaignAction } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { useNotify } from '@/lib/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { newActionKey } from '@/lib/extension/actions';
import { isNotConfirmed } from '@/lib/query/personAction';
import { isManaging, useManageCampaign } from '../api';
import type { RowCommand } from '../listView';

/** Spec: 'Are you sure to {action} "{name}" ?' — a browser dialog shows the name as plain text. */
export const confirmText = (action: 'remove' | 'reset', name: string) =>
  `Are you sure to ${action} "${name}" ?`;

/**
 * What a row's switch and menu do: actions go to the extension (optimistic), Edit opens the
 * editor, a running campaign is paused first (`toPause` asks), remove and reset ask the browser.
 */
export function useCampaignCommands() {
  const show = useNotify();
  const { mutate, mutateAsync } = useManageCampaign();
  const navigate = useNavigate();
  const [toPause, setToPause] = useState<Campaign | null>(null);

  const client = useQueryClient();
  // One click is one action (its own key); a second click on the same campaign waits for the first.
  const run = useCallback(
    (action: CampaignAction, campaign: Campaign) => {
      if (isManaging(client, campaign.id)) return;
      mutate(
        { action, campaign, actionKey: newActionKey() },
        {
          // The row left at the click; this says the extension has deleted it.
          onSuccess: () => action === 'remove' && show(`Deleted "${campaign.name}"`),
          onError: (e) => show(errorMessage(e), isNotConfirmed(e) ? 'warning' : 'error'),
        },
      );
    },
    [mutate, show, client],
  );
  const openEditor = useCallback(
    (id: number) => navigate({ to: '/campaign-editor/$id', params: { id } }),
    [navigate],
  );

  const onCommand = useCallback(
    (command: RowCommand, campaign: Campaign) => {
      switch (command) {
        case 'toggle':
          return run(campaign.status === 'Running' ? 'stop' : 'run', campaign);
        case 'edit':
          // Spec: editing a Running campaign needs it stopped first.
          return campaign.status === 'Running' ? setToPause(campaign) : void openEditor(campaign.id);
        case 'remove':
        case 'reset':
          if (window.confirm(confirmText(command, campaign.name))) run(command, campaign);
          return;
        default:
          return run(command, campaign);
      }
    },
    [run, openEditor],
  );

  const pauseAndEdit = async () => {
    const campaign = toPause;
    setToPause(null);
    if (!campaign) return;
    try {
      await mutateAsync({ action: 'stop', campaign, actionKey: newActionKey() });
      await openEditor(campaign.id);
    } catch (e) {
      show(errorMessage(e), 'error');
    }
  };

  return { onCommand, toPause, cancelPause: () => setToPause(null), pauseAndEdit };
}
