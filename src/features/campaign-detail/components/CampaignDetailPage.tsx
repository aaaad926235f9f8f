import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { QueueItem } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { QUEUE_PAGE_SIZES } from '@/lib/constants';
import { useShownPage } from '@/lib/hooks/useShownPage';
import { useUrlSearchText } from '@/lib/hooks/useUrlSearchText';
import { PagingFooter } from '@/lib/ui/PagingFooter';
import { SearchField } from '@/lib/ui/SearchField';
import { ShownPageAlerts } from '@/lib/ui/SlowPageAlert';
import { useNotify } from '@/lib/ui/notify';
import { campaignDetailQueries, useRemoveQueueItem, useResetFailed } from '../api';
import { queuePageOf } from '../search';
import { CampaignNotFound } from './CampaignNotFound';
import { CampaignSummary } from './CampaignSummary';
import { useQueueCsvImport } from './CsvImport';
import { FunnelSection } from './FunnelSection';
import { ProfileEditor, PROFILE_UPDATED } from './ProfileEditor';
import { QueueTable } from './QueueTable';
import { memberName } from './QueueRow';

const routeApi = getRouteApi('/shell/campaign-manager/$id');
const SEARCH_DEBOUNCE_MS = 300;

export const itemsResetText = (n: number) => `${n} items reset`;
export const removeItemConfirm = (name: string) => `Are you sure to remove "${name}" ?`;

/** /campaign-manager/$id: the route's loader fetched the queue page its URL names. */
export function CampaignDetailPage() {
  const { id } = routeApi.useParams();
  if (id === null) return <CampaignNotFound />;
  return <CampaignDetail key={id} id={id} />;
}

function CampaignDetail({ id }: { id: number }) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const show = useNotify();
  const [editing, setEditing] = useState<QueueItem | null>(null);
  const [text, setText] = useUrlSearchText(
    search.q,
    (q) => void navigate({ search: (s) => ({ ...s, q, page: 1 }), replace: true }),
    SEARCH_DEBOUNCE_MS,
  );

  // The rows on screen stay (busy) while the next page or search loads.
  const wanted = useMemo(() => queuePageOf(id, search), [id, search]);
  const { shown: params, stale, overdue, waitAgain } = useShownPage(wanted);
  const query = useSuspenseQuery(campaignDetailQueries.page(params));
  const removeItem = useRemoveQueueItem(id);
  const resetFailed = useResetFailed(id);
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

  const { campaign, items, total, counts } = query.data;
  const failed = counts?.['3'];

  const onReset = () =>
    resetFailed.mutate(undefined, {
      onSuccess: (n) => show(itemsResetText(n)),
      onError: (e) => show(`Could not reset failed items: ${errorMessage(e)}`, 'error'),
    });

  return (
    <Box sx={{ p: 3 }}>
      <CampaignSummary campaign={campaign} counts={counts} />
      <FunnelSection campaign={campaign} counts={counts} />

      <Paper variant="outlined">
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <SearchField
            label="Search the queue"
            placeholder="Search by name"
            value={text}
            onChange={setText}
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
        <ShownPageAlerts
          error={query.isError ? query.error : null}
          what="data"
          overdue={overdue}
          queryKey={campaignDetailQueries.page(wanted).queryKey}
          waitAgain={waitAgain}
        />
        <QueueTable
          items={items}
          busy={stale}
          onEdit={onEdit}
          onRemove={onRemove}
          emptyText={params.search ? `No members match "${params.search}"` : 'The queue is empty'}
        />
        <PagingFooter
          total={total}
          page={params.page}
          size={params.size}
          sizes={QUEUE_PAGE_SIZES}
          onPageChange={(p) => void navigate({ search: (s) => ({ ...s, page: p + 1 }) })}
          onSizeChange={(size) => void navigate({ search: (s) => ({ ...s, size, page: 1 }), replace: true })}
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
    </Box>
  );
}
