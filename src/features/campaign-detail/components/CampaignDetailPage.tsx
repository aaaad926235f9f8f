import { clampPage } from '@/lib/paging';
import { useCallback, useEffect, useState } from 'react';
import { SearchField } from '@/lib/ui/SearchField';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { QueueItem } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import {
  CAMPAIGN_STATUS_COLOURS,
  CAMPAIGN_STATUS_LABELS,
  DEFAULT_PAGE_SIZE,
  MODULE_NAMES,
  QUEUE_PAGE_SIZES,
  QUEUE_STATUS_NAMES,
} from '@/lib/constants';
import { formatDateTime } from '@/lib/format/dates';
import { formatNumber } from '@/lib/format/numbers';
import { Loading } from '@/lib/ui/Loading';
import { NotFoundPage } from '@/lib/ui/ErrorPage';
import { useNotice } from '@/lib/ui/Notice';
import { CampaignNotFoundError, campaignDetailQueries, useRemoveQueueItem, useResetFailed } from '../api';
import { useQueueCsvImport } from './CsvImport';
import { FunnelSection } from './FunnelSection';
import { ProfileEditor, PROFILE_UPDATED } from './ProfileEditor';
import { QueueTable } from './QueueTable';
import { memberName } from './QueueRow';

const route = getRouteApi('/shell/campaign-manager/$id');
const SEARCH_DEBOUNCE_MS = 300;

export const itemsResetText = (n: number) => `${n} items reset`;
export const removeItemConfirm = (name: string) => `Are you sure to remove "${name}" ?`;

export function CampaignDetailPage() {
  const { id } = route.useParams();
  if (id === null)
    return <NotFoundPage title="Campaign not found" message="A campaign address needs a numeric id." />;
  return <CampaignDetail key={id} id={id} />;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function CampaignDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<QueueItem | null>(null);

  const query = useQuery(campaignDetailQueries.page({ id, page, size, search }));
  const removeItem = useRemoveQueueItem(id);
  const resetFailed = useResetFailed(id);
  const { show } = notice;
  const csvImport = useQueueCsvImport(id, show);
  const { mutate: remove } = removeItem;
  const onRemove = useCallback(
    (item: QueueItem) => {
      if (window.confirm(removeItemConfirm(memberName(item)))) {
        remove(item.id, {
          onError: (e) => show(`Could not remove ${memberName(item)}: ${errorMessage(e)}`, 'error'),
        });
      }
    },
    [remove, show],
  );
  const onEdit = useCallback((item: QueueItem) => setEditing(item), []);

  if (query.isPending) return <Loading />;
  if (query.isError && !query.data) {
    if (query.error instanceof CampaignNotFoundError) {
      return (
        <Box>
          <NotFoundPage
            title="Campaign not found"
            message={`There is no campaign with id ${id}. It may have been deleted.`}
          />
          <Button sx={{ mx: 3 }} variant="contained" onClick={() => void navigate({ to: '/campaigns' })}>
            Back to campaigns
          </Button>
        </Box>
      );
    }
    return (
      <RetryAlert
        what="The campaign could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        sx={{ m: 3 }}
      />
    );
  }

  const { campaign, items, total, counts } = query.data;
  const failed = counts?.['3'];

  const onReset = () =>
    resetFailed.mutate(undefined, {
      onSuccess: (n) => show(itemsResetText(n)),
      onError: (e) => show(`Could not reset failed items: ${errorMessage(e)}`, 'error'),
    });

  return (
    <Box sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton aria-label="Back to campaigns" onClick={() => void navigate({ to: '/campaigns' })}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {campaign.name}
        </Typography>
        <Chip
          size="small"
          label={CAMPAIGN_STATUS_LABELS[campaign.status]}
          sx={{
            bgcolor: CAMPAIGN_STATUS_COLOURS[campaign.status].bg,
            color: CAMPAIGN_STATUS_COLOURS[campaign.status].fg,
            fontWeight: 600,
          }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mb: 2 }}>
        {MODULE_NAMES[campaign.module]} · Created {formatDateTime(campaign.created)} · Last updated{' '}
        {formatDateTime(campaign.updated)}
      </Typography>

      <Box component="dl" aria-label="Counts" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mb: 2 }}>
        <Count label="Done today" value={campaign.data.doneToday} />
        <Count label="Done total" value={campaign.data.doneTotal} />
        <Count label="Total results" value={campaign.data.resultCount} />
        {counts &&
          QUEUE_STATUS_NAMES.map((name, code) => (
            <Count key={name} label={name} value={counts[String(code)] ?? 0} />
          ))}
      </Box>

      <FunnelSection campaign={campaign} counts={counts} />

      <Paper variant="outlined">
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <SearchField
            label="Search the queue"
            placeholder="Search by name"
            value={searchText}
            onChange={(text) => {
              setSearchText(text);
              setPage(0);
            }}
            sx={{ flexGrow: 1, maxWidth: 360 }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="outlined"
            startIcon={<RestartAltIcon />}
            onClick={onReset}
            disabled={resetFailed.isPending || failed === 0}
          >
            Reset failed
          </Button>
          {csvImport.button}
        </Stack>
        {csvImport.status}
        {query.isError && (
          <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
            Showing the last data received: {errorMessage(query.error)}
          </Alert>
        )}
        <QueueTable
          items={items}
          onEdit={onEdit}
          onRemove={onRemove}
          emptyText={search ? `No members match "${search}"` : 'The queue is empty'}
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
      </Paper>

      {editing && (
        <ProfileEditor
          campaignId={id}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            show(PROFILE_UPDATED);
          }}
        />
      )}
      {notice.element}
    </Box>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box
      sx={{
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}
