import { useCallback, useRef } from 'react';
import { newActionKey } from '@/lib/extension/actions';
import type { Profile } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { isNotConfirmed } from '@/lib/query/personAction';
import { useNotify } from '@/lib/ui/notify';
import {
  DAILY_LIMIT_EXPIRED,
  PROFILE_REFRESHED,
  REQUEST_NOT_SENT,
  REQUEST_SENT,
  profilesHiddenText,
  useConnect,
  useRefreshProfile,
  useSetHidden,
} from '../api';

interface RowActionsOptions {
  markBusy: (ids: readonly number[], on: boolean) => void;
  /** Hidden or unhidden rows leave the selection. */
  onHidden: (ids: readonly number[]) => void;
}

/** A row's refresh, connect and hide / unhide (also hide / unhide of the selection); all stable. */
export function useRowActions({ markBusy, onHidden }: RowActionsOptions) {
  const notify = useNotify();
  const { mutate: refresh } = useRefreshProfile();
  const { mutate: connect } = useConnect();
  const setHidden = useSetHidden();
  const { mutate: setHiddenMutate } = setHidden;
  // Rows whose hide / unhide is in flight: a second click on them waits for the first outcome.
  const hiding = useRef(new Set<number>());

  const onRefresh = useCallback(
    (profile: Profile) => {
      markBusy([profile.id], true);
      refresh(profile, {
        onSuccess: (info) => (info ? notify(PROFILE_REFRESHED) : notify(DAILY_LIMIT_EXPIRED, 'warning')),
        onError: (e) => notify(`The profile could not be refreshed: ${errorMessage(e)}`, 'error'),
        onSettled: () => markBusy([profile.id], false),
      });
    },
    [refresh, notify, markBusy],
  );
  const onConnect = useCallback(
    (profile: Profile) => {
      markBusy([profile.id], true);
      connect(profile, {
        onSuccess: (sent) => (sent ? notify(REQUEST_SENT) : notify(REQUEST_NOT_SENT, 'info')),
        onError: (e) => notify(`The connection request failed: ${errorMessage(e)}`, 'error'),
        onSettled: () => markBusy([profile.id], false),
      });
    },
    [connect, notify, markBusy],
  );
  const hideProfiles = useCallback(
    (ids: number[], hidden: boolean) => {
      // The same rows are busy until the first change is known: a second click waits.
      if (ids.some((id) => hiding.current.has(id))) return;
      for (const id of ids) hiding.current.add(id);
      markBusy(ids, true);
      setHiddenMutate(
        { ids, hidden, actionKey: newActionKey() },
        {
          onSuccess: () => {
            notify(profilesHiddenText(ids.length, hidden));
            onHidden(ids);
          },
          onError: (e) =>
            isNotConfirmed(e)
              ? notify(e.message, 'warning')
              : notify(`Could not ${hidden ? 'hide' : 'unhide'} contacts: ${errorMessage(e)}`, 'error'),
          onSettled: () => {
            for (const id of ids) hiding.current.delete(id);
            markBusy(ids, false);
          },
        },
      );
    },
    [setHiddenMutate, notify, markBusy, onHidden],
  );
  const onSetHidden = useCallback(
    (profile: Profile, hidden: boolean) => hideProfiles([profile.id], hidden),
    [hideProfiles],
  );

  return { onRefresh, onConnect, onSetHidden, hideProfiles, hidePending: setHidden.isPending };
}
