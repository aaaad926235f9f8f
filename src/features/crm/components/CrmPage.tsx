import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Profile } from '@/lib/extension/contract';
import { ShownPageAlerts } from '@/lib/ui/SlowPageAlert';
import { QUEUE_PAGE_SIZES } from '@/lib/constants';
import { formatNumber } from '@/lib/format/numbers';
import { useRowSelection } from '@/lib/hooks/useRowSelection';
import { FEATURE_NOT_IN_PLAN } from '@/lib/session/featureGate';
import { ConfirmItemDialog, MessageDialog } from '@/lib/ui/MessageDialog';
import { PagingFooter } from '@/lib/ui/PagingFooter';
import { RequireFeature } from '@/lib/ui/RequireFeature';
import { LOADING_CONNECTIONS, crmQueries } from '../api';
import { useBusyRows } from '../hooks/useBusyRows';
import { useCrmView } from '../hooks/useCrmView';
import { useShownPage } from '@/lib/hooks/useShownPage';
import { useRemoval } from '../hooks/useRemoval';
import { useRowActions } from '../hooks/useRowActions';
import { crmPageParams, isFiltered } from '../view';
import { CrmHeader } from './CrmHeader';
import { contactName } from './CrmRow';
import { CrmTable } from './CrmTable';
import { CrmToolbar } from './CrmToolbar';

// Shown only while connections are being removed: its code (MUI's Alert with its close button and
// ripple) loads when a removal is asked for, not with the screen.
const loadRemoveProgressAlert = () => import('./RemoveProgressAlert');
const RemoveProgressAlert = lazy(() =>
  loadRemoveProgressAlert().then((m) => ({ default: m.RemoveProgressAlert })),
);

/** The CRM needs the plan feature; without it the upgrade dialog shows and cannot be closed. */
export function CrmPage() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        CRM
      </Typography>
      <RequireFeature feature="crm" message={FEATURE_NOT_IN_PLAN}>
        <CrmScreen />
      </RequireFeature>
    </Box>
  );
}

function CrmScreen() {
  const { view, setFilter, setPage, setSize, searchText, setSearchText } = useCrmView();
  const params = useMemo(() => crmPageParams(view), [view]);
  // A new filter or page loads in the background: the rows shown stay, marked busy, until it is in.
  const { shown: shownParams, stale, overdue, waitAgain } = useShownPage(params);
  const query = useSuspenseQuery(crmQueries.profiles(shownParams));
  const { data: connectionsLoading } = useSuspenseQuery(crmQueries.loading());
  const { data: manualExpired } = useSuspenseQuery(crmQueries.manualExpired());
  const profiles = query.data.profiles;

  const selection = useRowSelection<number>();
  const { selected, drop, clear } = selection;
  // A new filter or sort starts with nothing selected.
  const viewKey = JSON.stringify([params.filters, view.sort]);
  const [seenViewKey, setSeenViewKey] = useState(viewKey);
  if (seenViewKey !== viewKey) {
    setSeenViewKey(viewKey);
    clear();
  }

  const { busy, markBusy } = useBusyRows();
  const actions = useRowActions({ markBusy, onHidden: drop });
  const removal = useRemoval({ markBusy, onRemoved: drop });
  const [disconnecting, setDisconnecting] = useState<Profile | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);

  const { togglePage } = selection;
  const pageIds = useMemo(() => profiles.map((p) => p.id), [profiles]);
  const onTogglePage = useCallback(() => togglePage(pageIds), [togglePage, pageIds]);

  return (
    <>
      <CrmHeader connectionsLoading={connectionsLoading} />
      {removal.progress && (
        <Suspense fallback={null}>
          <RemoveProgressAlert
            progress={removal.progress}
            onClose={removal.dismiss}
            onRetry={removal.retry}
          />
        </Suspense>
      )}

      <Paper variant="outlined">
        <CrmToolbar
          view={view}
          searchText={searchText}
          onSearchText={setSearchText}
          onFilter={setFilter}
          selectedCount={selected.size}
          hideDisabled={actions.hidePending}
          removeDisabled={removal.active}
          onHide={(hidden) => actions.hideProfiles(selection.ids, hidden)}
          onRemove={() => {
            void loadRemoveProgressAlert().catch(() => undefined);
            setConfirmBulk(true);
          }}
        />
        {connectionsLoading ? (
          <Box
            role="status"
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', py: 6 }}
          >
            <CircularProgress size={40} aria-hidden />
            <Typography>{LOADING_CONNECTIONS}</Typography>
          </Box>
        ) : (
          <>
            <ShownPageAlerts
              error={query.error}
              what="contacts"
              overdue={overdue}
              queryKey={crmQueries.profiles(params).queryKey}
              waitAgain={waitAgain}
            />
            <CrmTable
              profiles={profiles}
              selected={selected}
              busy={busy}
              refreshDisabled={manualExpired}
              emptyText={isFiltered(view) ? 'No contacts match these filters' : 'No contacts yet'}
              stale={stale}
              onToggle={selection.toggle}
              onTogglePage={onTogglePage}
              onRefresh={actions.onRefresh}
              onConnect={actions.onConnect}
              onDisconnect={setDisconnecting}
              onSetHidden={actions.onSetHidden}
            />
            <PagingFooter
              total={query.data.total}
              page={shownParams.page}
              size={view.size}
              sizes={QUEUE_PAGE_SIZES}
              onPageChange={(page) => setPage(page + 1)}
              onSizeChange={setSize}
            />
          </>
        )}
      </Paper>

      <ConfirmItemDialog
        item={disconnecting}
        title="Disconnect"
        text={(p) => `Are you sure you want to remove ${p ? contactName(p) : ''} from your connections?`}
        cancelLabel="Cancel"
        confirmLabel="Disconnect"
        onClose={() => setDisconnecting(null)}
        onConfirm={(p) => removal.start([p.id])}
      />
      <MessageDialog
        open={confirmBulk}
        title="Remove connections"
        text={`Are you sure you want to remove ${formatNumber(selected.size)} connection${selected.size === 1 ? '' : 's'}?`}
        cancelLabel="Cancel"
        confirmLabel="Remove"
        onCancel={() => setConfirmBulk(false)}
        onConfirm={() => {
          setConfirmBulk(false);
          removal.start(selection.ids);
        }}
      />
    </>
  );
}
