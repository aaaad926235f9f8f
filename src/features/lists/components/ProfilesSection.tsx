import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Profile } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { ShownPageAlerts } from '@/lib/ui/SlowPageAlert';
import { formatNumber } from '@/lib/format/numbers';
import { useRowSelection } from '@/lib/hooks/useRowSelection';
import { useShownPage } from '@/lib/hooks/useShownPage';
import { useNotify } from '@/lib/ui/notify';
import { PagingFooter } from '@/lib/ui/PagingFooter';
import { newActionKey } from '@/lib/extension/actions';
import { isNotConfirmed } from '@/lib/query/personAction';
import {
  DONE,
  PROFILE_UPDATED,
  listsQueries,
  useDownloadProfiles,
  useSetHidden,
  useSetHiddenRunning,
} from '../api';
import type { useListsView } from '../hooks/useListsView';
import { LISTS_PAGE_SIZES, isFiltered, listsPageParams } from '../view';
import { ProfileDialog, profileName } from './ProfileDialog';
import { ProfilesTable } from './ProfilesTable';
import { ProfilesToolbar } from './ProfilesToolbar';
import { TagsDialog } from './TagsDialog';

/** The saved profiles: filters, a page of the table, bulk tags / hide, the profile editor. */
export function ProfilesSection({ lists }: { lists: ReturnType<typeof useListsView> }) {
  const { view } = lists;
  const notify = useNotify();
  // Only what the page depends on: opening a profile's dialog (also in the address) is no new page.
  const { q, tag, hidden, page, size } = view;
  const params = useMemo(() => listsPageParams({ q, tag, hidden, page, size }), [q, tag, hidden, page, size]);
  // A new filter or page loads in the background: the rows shown stay, marked busy, until it is in.
  const { shown: shownParams, stale, overdue, waitAgain } = useShownPage(params);
  const query = useSuspenseQuery(listsQueries.profiles(shownParams));
  const { data: tagOptions } = useSuspenseQuery(listsQueries.tags());
  const setHidden = useSetHidden();
  const hideLock = useSetHiddenRunning();
  const download = useDownloadProfiles();
  const selection = useRowSelection<number>();
  const { selected, clear } = selection;
  const [tagMode, setTagMode] = useState<'add' | 'remove' | null>(null);

  // A new filter starts with nothing selected.
  const filterKey = JSON.stringify(params.filters);
  const [seenFilterKey, setSeenFilterKey] = useState(filterKey);
  if (seenFilterKey !== filterKey) {
    setSeenFilterKey(filterKey);
    clear();
  }

  const profiles = query.data.profiles;
  const editing = view.profile === undefined ? undefined : profiles.find((p) => p.id === view.profile);

  // One click is one change (its own action key); another waits until its outcome is known.
  const hide = (ids: number[], hidden: boolean, label: string) => {
    if (hideLock.isRunning()) return;
    setHidden.mutate(
      { ids, hidden, actionKey: newActionKey() },
      {
        onSuccess: () => {
          notify(DONE);
          clear();
        },
        onError: (e) =>
          isNotConfirmed(e)
            ? notify(e.message, 'warning')
            : notify(`Could not ${label}: ${errorMessage(e)}`, 'error'),
      },
    );
  };
  const hideOne = (p: Profile, hidden: boolean) =>
    hide([p.id], hidden, `${hidden ? 'hide' : 'unhide'} ${profileName(p)}`);
  const onDownload = () =>
    download.mutate(params.filters, {
      onError: (e) => notify(`The download failed: ${errorMessage(e)}`, 'error'),
    });

  return (
    <Paper variant="outlined" component="section" aria-label="Profiles">
      <ProfilesToolbar
        view={view}
        tagOptions={tagOptions}
        searchText={lists.searchText}
        onSearchText={lists.setSearchText}
        onFilter={lists.setFilter}
        noneSelected={selected.size === 0}
        hideDisabled={hideLock.running}
        downloading={download.isPending}
        onTags={setTagMode}
        onHide={(hidden) => hide(selection.ids, hidden, `${hidden ? 'hide' : 'unhide'} the profiles`)}
        onDownload={onDownload}
      />
      {selected.size > 0 && (
        <Typography variant="body2" sx={{ px: 2, pb: 1 }} role="status">
          {formatNumber(selected.size)} selected ·{' '}
          <Button size="small" onClick={clear}>
            Clear selection
          </Button>
        </Typography>
      )}
      <ShownPageAlerts
        error={query.error}
        what="profiles"
        overdue={overdue}
        queryKey={listsQueries.profiles(params).queryKey}
        waitAgain={waitAgain}
      />
      <ProfilesTable
        profiles={profiles}
        selected={selected}
        emptyText={isFiltered(view) ? 'No profiles match these filters' : 'No profiles yet'}
        stale={stale}
        hideDisabled={hideLock.running}
        onToggle={selection.toggle}
        onTogglePage={() => selection.togglePage(profiles.map((p) => p.id))}
        onEdit={(p) => lists.openProfile(p.id)}
        onSetHidden={hideOne}
      />
      <PagingFooter
        total={query.data.total}
        page={shownParams.page}
        size={view.size}
        sizes={LISTS_PAGE_SIZES}
        onPageChange={(page) => lists.setPage(page + 1)}
        onSizeChange={lists.setSize}
      />

      {editing && (
        <ProfileDialog
          key={editing.id}
          profile={editing}
          tagOptions={tagOptions}
          onClose={lists.closeProfile}
          onSaved={() => {
            lists.closeProfile();
            notify(PROFILE_UPDATED);
          }}
        />
      )}
      {tagMode && (
        <TagsDialog
          mode={tagMode}
          profiles={selection.ids}
          tagOptions={tagOptions}
          onClose={() => setTagMode(null)}
          onDone={() => {
            setTagMode(null);
            clear();
            notify(DONE);
          }}
        />
      )}
    </Paper>
  );
}
