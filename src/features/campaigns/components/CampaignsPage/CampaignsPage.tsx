import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { errorMessage } from '@/lib/extension/errors';
import { CAMPAIGN_LIST_PAGE_SIZES } from '@/lib/constants';
import { useUrlSearchText } from '@/lib/hooks/useUrlSearchText';
import { LinkButton } from '@/lib/ui/routerLinks';
import { SearchField } from '@/lib/ui/SearchField';
import { StaticTabs } from '@/lib/ui/StaticTabs';
import { campaignQueries } from '../../api';
import { useCampaignCommands } from '../../hooks/useCampaignCommands';
import { campaignListView, type CampaignTab, type SortField } from '../../listView';
import { CampaignsTable } from './CampaignsTable';
import { PauseDialog } from './PauseDialog';

const routeApi = getRouteApi('/shell/campaigns');

/** /campaigns: the list (loaded by the route), its tab, search, sort and page in the URL. */
export function CampaignsPage() {
  const list = useSuspenseQuery(campaignQueries.list());
  useQuery(campaignQueries.live());
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const commands = useCampaignCommands();
  const theme = useTheme(); // the default theme too when no ThemeProvider is around (tests)
  const compact = useMediaQuery(theme.breakpoints.down('md'));

  // Typing filters at once; the URL follows with a replace (no history entry per key).
  const [text, setText] = useUrlSearchText(
    search.q,
    (q) => void navigate({ search: (s) => ({ ...s, q, page: 1 }), replace: true }),
  );
  const sort = useMemo(() => ({ field: search.sort, order: search.order }), [search.sort, search.order]);
  const { tab, size: pageSize } = search;
  const view = useMemo(
    () => campaignListView(list.data, { search: text, tab, sort, page: search.page, pageSize }),
    [list.data, text, tab, sort, search.page, pageSize],
  );

  const sortBy = useCallback(
    (field: SortField) =>
      void navigate({
        search: (s) => ({
          ...s,
          sort: field,
          order: s.sort === field ? (s.order === 'asc' ? 'desc' : 'asc') : field === 'name' ? 'asc' : 'desc',
          page: 1,
        }),
      }),
    [navigate],
  );

  // A poll changes the rows and perhaps the counts: the heading, the tabs and the paging controls
  // are the same elements then, so React skips them (some 150 MUI components a poll re-rendered).
  const heading = useMemo(
    () => (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
          '& h1': { typography: 'h4', m: 0, flexGrow: 1 },
        }}
      >
        <h1>Campaigns</h1>
        <SearchField label="Search campaigns" value={text} onChange={setText} />
        <LinkButton to="/campaign-editor" variant="contained" startIcon={<AddIcon />}>
          New Campaign
        </LinkButton>
      </Box>
    ),
    [text, setText],
  );
  const { active, completed } = view.counts;
  const tabs = useMemo(
    () => (
      <StaticTabs
        label="Campaign status"
        value={tab}
        onChange={(value: CampaignTab) => void navigate({ search: (s) => ({ ...s, tab: value, page: 1 }) })}
        tabs={[
          { value: 'active', label: `Active (${active})` },
          { value: 'completed', label: `Completed (${completed})` },
        ]}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      />
    ),
    [tab, active, completed, navigate],
  );
  const paging = useMemo(
    () => (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 2,
          p: 2,
          flexWrap: 'wrap',
        }}
      >
        {/* A native select: MUI's Select brings its Menu, Popover and Modal with it. */}
        <TextField
          select
          size="small"
          id="campaign-page-size"
          label="Rows per page"
          value={pageSize}
          onChange={(e) =>
            void navigate({
              search: (s) => ({ ...s, size: Number(e.target.value), page: 1 }),
              replace: true,
            })
          }
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 120 }}
        >
          {CAMPAIGN_LIST_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </TextField>
        <Pagination
          count={view.pageCount}
          page={view.page}
          onChange={(_event, page) => void navigate({ search: (s) => ({ ...s, page }) })}
          color="primary"
        />
      </Box>
    ),
    [pageSize, view.pageCount, view.page, navigate],
  );

  return (
    <Box sx={{ p: 3 }}>
      {heading}

      <Paper variant="outlined">
        {tabs}

        {list.isError && (
          <Alert severity="warning" sx={{ m: 2 }}>
            Showing the campaigns as last loaded: {errorMessage(list.error)}
          </Alert>
        )}
        <CampaignsTable
          rows={view.rows}
          tab={tab}
          sort={sort}
          onSort={sortBy}
          onCommand={commands.onCommand}
          compact={compact}
          emptyText={
            text.trim()
              ? `No campaigns match "${text.trim()}"`
              : tab === 'active'
                ? 'No active campaigns. Create one with New Campaign.'
                : 'No completed campaigns'
          }
        />
        {paging}
      </Paper>

      <PauseDialog
        open={!!commands.toPause}
        onCancel={commands.cancelPause}
        onConfirm={() => void commands.pauseAndEdit()}
      />
    </Box>
  );
}
