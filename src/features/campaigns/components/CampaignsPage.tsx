import { useCallback, useMemo, useState } from 'react';
import { SearchField } from '@/lib/ui/SearchField';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Pagination,
  Paper,
  Select,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { createLink, useNavigate } from '@tanstack/react-router';
import type { Campaign, CampaignAction } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { CAMPAIGN_LIST_PAGE_SIZE, CAMPAIGN_LIST_PAGE_SIZES } from '@/lib/constants';
import { Loading } from '@/lib/ui/Loading';
import { useNotice } from '@/lib/ui/Notice';
import { campaignQueries, useManageCampaign } from '../api';
import {
  campaignListView,
  DEFAULT_SORT,
  type CampaignSort,
  type CampaignTab,
  type SortField,
} from '../listView';
import { CampaignRow, type RowCommand } from './CampaignRow';

const RouterButton = createLink(Button);

/** Spec: 'Are you sure to {action} "{name}" ?' — a browser dialog shows the name as plain text. */
export const confirmText = (action: 'remove' | 'reset', name: string) =>
  `Are you sure to ${action} "${name}" ?`;

export function CampaignsPage() {
  const list = useQuery(campaignQueries.list());
  useQuery({ ...campaignQueries.live(), enabled: list.isSuccess });
  const manage = useManageCampaign();
  const navigate = useNavigate();
  const notice = useNotice();
  const theme = useTheme(); // the default theme too when no ThemeProvider is around (tests)
  const compact = useMediaQuery(theme.breakpoints.down('md'));

  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<CampaignTab>('active');
  const [sort, setSort] = useState<CampaignSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(CAMPAIGN_LIST_PAGE_SIZE);
  const [toPause, setToPause] = useState<Campaign | null>(null);

  const view = useMemo(
    () => campaignListView(list.data ?? [], { search, tab, sort, page, pageSize }),
    [list.data, search, tab, sort, page, pageSize],
  );

  const { mutate, mutateAsync } = manage;
  const { show } = notice;
  const run = useCallback(
    (action: CampaignAction, campaign: Campaign) =>
      mutate({ action, campaign }, { onError: (e) => show(errorMessage(e), 'error') }),
    [mutate, show],
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
      await mutateAsync({ action: 'stop', campaign });
      await openEditor(campaign.id);
    } catch (e) {
      show(errorMessage(e), 'error');
    }
  };

  const sortBy = (field: SortField) => {
    setSort((s) =>
      s.field === field
        ? { field, order: s.order === 'asc' ? 'desc' : 'asc' }
        : { field, order: field === 'name' ? 'asc' : 'desc' },
    );
    setPage(1);
  };

  return (
    <Box sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Campaigns
        </Typography>
        <SearchField
          label="Search campaigns"
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <RouterButton to="/campaign-editor" variant="contained" startIcon={<AddIcon />}>
          New Campaign
        </RouterButton>
      </Box>

      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_e, value: CampaignTab) => {
            setTab(value);
            setPage(1);
          }}
          aria-label="Campaign status"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="active" label={`Active (${view.counts.active})`} />
          <Tab value="completed" label={`Completed (${view.counts.completed})`} />
        </Tabs>

        {list.isPending ? (
          <Loading />
        ) : list.isError && !list.data ? (
          <RetryAlert
            what="Campaigns could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
            sx={{ m: 2 }}
          />
        ) : (
          <>
            {list.isError && (
              <Alert severity="warning" sx={{ m: 2 }}>
                Showing the campaigns as last loaded: {errorMessage(list.error)}
              </Alert>
            )}
            <TableContainer>
              <Table aria-label={tab === 'active' ? 'Active campaigns' : 'Completed campaigns'}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Box component="span" sx={visuallyHidden}>
                        On/Off
                      </Box>
                    </TableCell>
                    <TableCell sortDirection={sort.field === 'name' ? sort.order : false}>
                      <TableSortLabel
                        active={sort.field === 'name'}
                        direction={sort.field === 'name' ? sort.order : 'asc'}
                        onClick={() => sortBy('name')}
                      >
                        Name
                      </TableSortLabel>
                    </TableCell>
                    <TableCell>Type</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell sortDirection={sort.field === 'lastRunDate' ? sort.order : false}>
                      <TableSortLabel
                        active={sort.field === 'lastRunDate'}
                        direction={sort.field === 'lastRunDate' ? sort.order : 'desc'}
                        onClick={() => sortBy('lastRunDate')}
                      >
                        Last run
                      </TableSortLabel>
                    </TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.rows.map((c) => (
                    <CampaignRow key={c.id} campaign={c} onCommand={onCommand} compact={compact} />
                  ))}
                  {view.rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                        {search.trim()
                          ? `No campaigns match "${search.trim()}"`
                          : tab === 'active'
                            ? 'No active campaigns. Create one with New Campaign.'
                            : 'No completed campaigns'}
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
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
              <FormControl size="small" sx={{ minWidth: 120 }}>
                <InputLabel id="campaign-page-size">Rows per page</InputLabel>
                <Select
                  labelId="campaign-page-size"
                  label="Rows per page"
                  value={pageSize}
                  onChange={(e) => {
                    setPageSize(Number(e.target.value));
                    setPage(1);
                  }}
                >
                  {CAMPAIGN_LIST_PAGE_SIZES.map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <Pagination
                count={view.pageCount}
                page={view.page}
                onChange={(_e, p) => setPage(p)}
                color="primary"
              />
            </Box>
          </>
        )}
      </Paper>

      <Dialog open={!!toPause} onClose={() => setToPause(null)} aria-labelledby="pause-title">
        <DialogTitle id="pause-title">Campaign will be paused</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Editing a Campaign will put it on pause until further activation. Are you sure?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToPause(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => void pauseAndEdit()}>
            Pause Campaign to Edit
          </Button>
        </DialogActions>
      </Dialog>
      {notice.element}
    </Box>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
