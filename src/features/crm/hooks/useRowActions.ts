import { useCallback } from 'react';
import type { Profile } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
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
      markBusy(ids, true);
      setHiddenMutate(
        { ids, hidden },
        {
          onSuccess: () => {
            notify(profilesHiddenText(ids.length, hidden));
            onHidden(ids);
          },
          onError: (e) =>
            notify(`Could not ${hidden ? 'hide' : 'unhide'} contacts: ${errorMessage(e)}`, 'error'),
          onSettled: () => markBusy(ids, false),
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
