import { clampPage } from '@/lib/paging';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SearchField } from '@/lib/ui/SearchField';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  InputLabel,
  Link,
  Menu,
  MenuItem,
  Paper,
  Select,
  Stack,
  TablePagination,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SortIcon from '@mui/icons-material/Sort';
import SyncIcon from '@mui/icons-material/Sync';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useQuery } from '@tanstack/react-query';
import { currentBridge } from '@/lib/extension/client';
import type { Profile, ProfileFilters } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { QUEUE_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { formatNumber } from '@/lib/format/numbers';
import { FEATURE_NOT_IN_PLAN } from '@/lib/session/featureGate';
import { Loading } from '@/lib/ui/Loading';
import { MessageDialog } from '@/lib/ui/MessageDialog';
import { useNotice } from '@/lib/ui/Notice';
import { RequireFeature } from '@/lib/ui/PlanUpgradeDialog';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import {
  CONNECTIONS_UPDATED,
  DAILY_LIMIT_EXPIRED,
  DEFAULT_CRM_FILTERS,
  DEFAULT_SORT,
  LOADING_CONNECTIONS,
  NEXT_REFRESH_TOOLTIP,
  PROFILE_REFRESHED,
  REQUEST_NOT_SENT,
  REQUEST_SENT,
  SOMETHING_WENT_WRONG,
  SORT_CHOICES,
  crmQueries,
  profilesHiddenText,
  useBulkUpdate,
  useConnect,
  useRefreshProfile,
  useRemoveConnections,
  useSetHidden,
  type SortKey,
} from '../api';
import { contactName } from './CrmRow';
import { CrmTable } from './CrmTable';
import { TutorialVideoDialog } from '@/lib/ui/TutorialVideoDialog';

const SEARCH_DEBOUNCE_MS = 300;

export const removedProgress = (removed: number, total: number) =>
  `removed ${formatNumber(removed)} of ${formatNumber(total)}`;

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

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

interface RemoveProgress {
  ids: ReadonlySet<number>;
  removed: ReadonlySet<number>;
  finished: boolean;
  error?: string;
}

function CrmScreen() {
  const notice = useNotice();
  const { show } = notice;
  const [videoOpen, setVideoOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [industry, setIndustry] = useState('');
  const [hasNote, setHasNote] = useState<ProfileFilters['hasNote']>(DEFAULT_CRM_FILTERS.hasNote);
  const [contacted, setContacted] = useState<ProfileFilters['contacted']>(DEFAULT_CRM_FILTERS.contacted);
  const [isHidden, setIsHidden] = useState<ProfileFilters['isHidden']>(DEFAULT_CRM_FILTERS.isHidden);
  const [sortKey, setSortKey] = useState<SortKey>(DEFAULT_SORT);
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [disconnecting, setDisconnecting] = useState<Profile | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [progress, setProgress] = useState<RemoveProgress | null>(null);

  const filters = useMemo<ProfileFilters>(
    () => ({
      search: search || undefined,
      industries: industry ? [industry] : undefined,
      hasNote,
      contacted,
      isHidden,
    }),
    [search, industry, hasNote, contacted, isHidden],
  );
  const sort = SORT_CHOICES.find((c) => c.key === sortKey) ?? SORT_CHOICES[0];
  const viewKey = JSON.stringify([filters, sortKey]);
  const [seenViewKey, setSeenViewKey] = useState(viewKey);
  if (seenViewKey !== viewKey) {
    setSeenViewKey(viewKey);
    setPage(0);
    setSelected(new Set());
  }

  const contacts = useQuery(crmQueries.contacts());
  const loading = useQuery(crmQueries.loading());
  const bulkDelay = useQuery(crmQueries.bulkDelay());
  const manualExpired = useQuery(crmQueries.manualExpired());
  const industries = useQuery(crmQueries.industries());
  const query = useQuery(crmQueries.profiles({ filters, page, size, sorting: sort.sorting }));

  const bulkUpdate = useBulkUpdate();
  const refreshOne = useRefreshProfile();
  const connect = useConnect();
  const removeConnections = useRemoveConnections();
  const setHidden = useSetHidden();

  // Bulk-remove progress: each pushed connectionRemoved event (data.id) counts one.
  const active = progress !== null && !progress.finished;
  useEffect(() => {
    if (!active) return;
    const bridge = currentBridge();
    return bridge?.onPush((push) => {
      if ('cmd' in push || push.data.name !== 'connectionRemoved') return;
      const id = Number(push.data.id);
      setProgress((old) => {
        if (!old || !old.ids.has(id) || old.removed.has(id)) return old;
        const removed = new Set(old.removed).add(id);
        return { ...old, removed };
      });
    });
  }, [active]);

  const markBusy = useCallback((id: number, on: boolean) => {
    setBusy((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const onToggle = useCallback(
    (id: number) =>
      setSelected((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const profiles = useMemo(() => query.data?.profiles ?? [], [query.data]);
  const onTogglePage = useCallback(
    () =>
      setSelected((old) => {
        const all = profiles.length > 0 && profiles.every((p) => old.has(p.id));
        const next = new Set(old);
        for (const p of profiles) {
          if (all) next.delete(p.id);
          else next.add(p.id);
        }
        return next;
      }),
    [profiles],
  );

  const { mutate: refreshMutate } = refreshOne;
  const onRefresh = useCallback(
    (profile: Profile) => {
      markBusy(profile.id, true);
      refreshMutate(profile, {
        onSuccess: (info) => (info ? show(PROFILE_REFRESHED) : show(DAILY_LIMIT_EXPIRED, 'warning')),
        onError: (e) => show(`The profile could not be refreshed: ${errorMessage(e)}`, 'error'),
        onSettled: () => markBusy(profile.id, false),
      });
    },
    [refreshMutate, show, markBusy],
  );
  const { mutate: connectMutate } = connect;
  const onConnect = useCallback(
    (profile: Profile) => {
      markBusy(profile.id, true);
      connectMutate(profile, {
        onSuccess: (sent) => (sent ? show(REQUEST_SENT) : show(REQUEST_NOT_SENT, 'info')),
        onError: (e) => show(`The connection request failed: ${errorMessage(e)}`, 'error'),
        onSettled: () => markBusy(profile.id, false),
      });
    },
    [connectMutate, show, markBusy],
  );
  const onDisconnect = useCallback((profile: Profile) => setDisconnecting(profile), []);
  const { mutate: setHiddenMutate } = setHidden;
  const hideProfiles = useCallback(
    (ids: number[], hidden: boolean) => {
      ids.forEach((id) => markBusy(id, true));
      setHiddenMutate(
        { ids, hidden },
        {
          onSuccess: () => {
            show(profilesHiddenText(ids.length, hidden));
            setSelected((old) => new Set([...old].filter((id) => !ids.includes(id))));
          },
          onError: (e) =>
            show(`Could not ${hidden ? 'hide' : 'unhide'} contacts: ${errorMessage(e)}`, 'error'),
          onSettled: () => ids.forEach((id) => markBusy(id, false)),
        },
      );
    },
    [setHiddenMutate, show, markBusy],
  );
  const onSetHidden = useCallback(
    (profile: Profile, hidden: boolean) => hideProfiles([profile.id], hidden),
    [hideProfiles],
  );

  const startRemoval = (ids: number[]) => {
    if (!ids.length) return;
    setProgress({ ids: new Set(ids), removed: new Set(), finished: false });
    ids.forEach((id) => markBusy(id, true));
    removeConnections.mutate(ids, {
      onSuccess: () => {
        setProgress((old) => (old ? { ...old, finished: true } : old));
        setSelected((old) => new Set([...old].filter((id) => !ids.includes(id))));
      },
      onError: (e) => setProgress((old) => (old ? { ...old, finished: true, error: errorMessage(e) } : old)),
      onSettled: () => ids.forEach((id) => markBusy(id, false)),
    });
  };

  const onBulkUpdate = () =>
    bulkUpdate.mutate(undefined, {
      onSuccess: () => show(CONNECTIONS_UPDATED),
      onError: () => show(SOMETHING_WENT_WRONG, 'error'),
    });

  const isLoading = loading.data === true;
  const cooling = (bulkDelay.data ?? 0) > 0;
  const bulkDisabled = isLoading || cooling || bulkUpdate.isPending || loading.isPending;
  const total = query.data?.total ?? 0;
  const filtered = !!(search || industry || hasNote !== 'all' || contacted !== 'all' || isHidden !== 'no');

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          role="group"
          aria-label="Contacts"
          sx={{ display: 'flex', gap: 2, m: 0, flexWrap: 'wrap', flexGrow: 1 }}
        >
          <Counter label="All Contacts" value={contacts.data?.all} />
          <Counter label="1st Connections" value={contacts.data?.firstConnections} />
          <Counter label="Leads of Campaigns" value={contacts.data?.leads} />
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
          <Tooltip title={cooling ? NEXT_REFRESH_TOOLTIP : isLoading ? LOADING_CONNECTIONS : ''}>
            <span>
              <Button
                variant="contained"
                startIcon={
                  bulkUpdate.isPending ? (
                    <CircularProgress size={16} color="inherit" aria-hidden />
                  ) : (
                    <SyncIcon />
                  )
                }
                disabled={bulkDisabled}
                onClick={onBulkUpdate}
              >
                Refresh connections
              </Button>
            </span>
          </Tooltip>
          <Link component="button" type="button" onClick={() => setVideoOpen(true)}>
            Learn how it works
          </Link>
        </Stack>
      </Stack>
      {contacts.isError && (
        <RetryAlert
          what="The counters could not be loaded"
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
          sx={{ mb: 2 }}
        />
      )}

      {progress && (
        <Alert
          severity={progress.error ? 'error' : progress.finished ? 'success' : 'info'}
          icon={progress.finished ? undefined : <CircularProgress size={20} aria-hidden />}
          onClose={progress.finished ? () => setProgress(null) : undefined}
          sx={{ mb: 2 }}
          role="status"
        >
          {progress.finished && !progress.error ? 'Connections removed: ' : 'Removing connections: '}
          {removedProgress(
            progress.finished && !progress.error ? progress.ids.size : progress.removed.size,
            progress.ids.size,
          )}
          {progress.error ? `. It stopped: ${progress.error}` : ''}
        </Alert>
      )}

      <Paper variant="outlined">
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
          <SearchField
            label="Search contacts"
            value={searchText}
            onChange={setSearchText}
            sx={{ width: 240 }}
          />
          <FilterSelect
            label="Industry"
            value={industry}
            onChange={setIndustry}
            options={[['', 'All industries'], ...(industries.data ?? []).map((i) => [i, i] as const)]}
            width={190}
          />
          <FilterSelect<ProfileFilters['hasNote']>
            label="Notes"
            value={hasNote}
            onChange={setHasNote}
            options={[
              ['all', 'All'],
              ['yes', 'With notes'],
              ['no', 'Without notes'],
            ]}
          />
          <FilterSelect<ProfileFilters['contacted']>
            label="Connection"
            value={contacted}
            onChange={setContacted}
            options={[
              ['all', 'All'],
              ['1st', '1st'],
              ['2nd', '2nd'],
              ['3rd', '3rd'],
            ]}
          />
          <FilterSelect<ProfileFilters['isHidden']>
            label="Hidden"
            value={isHidden}
            onChange={setIsHidden}
            options={[
              ['no', 'Not hidden'],
              ['yes', 'Hidden only'],
              ['all', 'All'],
            ]}
          />
          <Button
            startIcon={<SortIcon />}
            onClick={(e) => setSortAnchor(e.currentTarget)}
            aria-haspopup="menu"
            aria-expanded={!!sortAnchor}
          >
            Sort: {sort.label}
          </Button>
          <Menu anchorEl={sortAnchor} open={!!sortAnchor} onClose={() => setSortAnchor(null)}>
            {SORT_CHOICES.map((c) => (
              <MenuItem
                key={c.key}
                selected={c.key === sortKey}
                onClick={() => {
                  setSortKey(c.key);
                  setSortAnchor(null);
                }}
              >
                {c.label}
              </MenuItem>
            ))}
          </Menu>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="outlined"
            startIcon={<VisibilityOffIcon />}
            disabled={selected.size === 0 || setHidden.isPending}
            onClick={() => hideProfiles([...selected], true)}
          >
            Hide
          </Button>
          <Button
            variant="outlined"
            startIcon={<VisibilityIcon />}
            disabled={selected.size === 0 || setHidden.isPending}
            onClick={() => hideProfiles([...selected], false)}
          >
            Unhide
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<PersonRemoveIcon />}
            disabled={selected.size === 0 || active}
            onClick={() => setConfirmBulk(true)}
          >
            Remove connections{selected.size ? ` (${formatNumber(selected.size)})` : ''}
          </Button>
        </Stack>

        {isLoading ? (
          <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress aria-hidden />
            <Typography>{LOADING_CONNECTIONS}</Typography>
          </Stack>
        ) : query.isPending ? (
          <Loading />
        ) : query.isError && !query.data ? (
          <RetryAlert
            what="The contacts could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            sx={{ m: 2 }}
          />
        ) : (
          <>
            {query.isError && (
              <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
                Showing the last contacts received: {errorMessage(query.error)}
              </Alert>
            )}
            <CrmTable
              profiles={profiles}
              selected={selected}
              busy={busy}
              refreshDisabled={manualExpired.data === true}
              emptyText={filtered ? 'No contacts match these filters' : 'No contacts yet'}
              onToggle={onToggle}
              onTogglePage={onTogglePage}
              onRefresh={onRefresh}
              onConnect={onConnect}
              onDisconnect={onDisconnect}
              onSetHidden={onSetHidden}
            />
            <TablePagination
              component="div"
              count={total}
              page={clampPage(page, total, size)}
              rowsPerPage={size}
              rowsPerPageOptions={[...QUEUE_PAGE_SIZES]}
              onPageChange={(_e, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </Paper>

      <MessageDialog
        open={!!disconnecting}
        title="Disconnect"
        text={`Are you sure you want to remove ${disconnecting ? contactName(disconnecting) : ''} from your connections?`}
        cancelLabel="Cancel"
        confirmLabel="Disconnect"
        onCancel={() => setDisconnecting(null)}
        onConfirm={() => {
          const p = disconnecting;
          setDisconnecting(null);
          if (p) startRemoval([p.id]);
        }}
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
          startRemoval([...selected]);
        }}
      />
      <TutorialVideoDialog
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        topic="How to work with your connections in the CRM"
      />
      {notice.element}
    </>
  );
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card variant="outlined" role="group" aria-label={label} sx={{ minWidth: 180 }}>
      {/* Each card is its own term and value: a dl may not hold a card's group between it and dt/dd. */}
      <CardContent component="dl" sx={{ m: 0, py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
          {value === undefined ? '…' : formatNumber(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  width = 140,
}: {
  label: string;
  value: T;
  onChange: (v: T) => void;
  options: readonly (readonly [T, string])[];
  width?: number;
}) {
  const id = `crm-filter-${label.toLowerCase()}`;
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([v, text]) => (
          <MenuItem key={v} value={v}>
            {text}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
