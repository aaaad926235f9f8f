import { clampPage } from '@/lib/paging';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SearchField } from '@/lib/ui/SearchField';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import LabelIcon from '@mui/icons-material/Label';
import LabelOffIcon from '@mui/icons-material/LabelOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { Profile, ProfileFilters } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { DEFAULT_PAGE_SIZE, PROFILE_EXCERPT_LENGTH } from '@/lib/constants';
import { excerpt } from '@/lib/format/text';
import { formatNumber } from '@/lib/format/numbers';
import { Loading } from '@/lib/ui/Loading';
import { useNotice } from '@/lib/ui/Notice';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import {
  DONE,
  PROFILE_UPDATED,
  downloadProfiles,
  listsQueries,
  useSetHidden,
  type ListsSorting,
} from '../api';
import { profilesToCsv, saveTextFile } from '../csv';
import { ProfileDialog, profileName } from './ProfileDialog';
import { SavedLists } from './SavedLists';
import { TagsDialog } from './TagsDialog';
import { today } from '@/lib/time/clock';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZES = [10, 25, 50, 100];
const SORTING: ListsSorting = { field: 'createdAt', order: 'DESC' };
type HiddenFilter = ProfileFilters['isHidden'];
const HIDDEN_LABELS: Record<HiddenFilter, string> = { no: 'Visible', yes: 'Hidden', all: 'All' };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export function ListsPage() {
  const notice = useNotice();
  const { show } = notice;
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [tag, setTag] = useState('');
  const [hiddenFilter, setHiddenFilter] = useState<HiddenFilter>('no');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Profile | null>(null);
  const [tagMode, setTagMode] = useState<'add' | 'remove' | null>(null);
  const [downloading, setDownloading] = useState(false);

  const filters = useMemo<ProfileFilters>(
    () => ({
      search: search || undefined,
      tags: tag ? [tag] : undefined,
      hasNote: 'all',
      contacted: 'all',
      isHidden: hiddenFilter,
    }),
    [search, tag, hiddenFilter],
  );
  // A new filter starts from the first page with nothing selected.
  const filterKey = JSON.stringify(filters);
  const [seenFilterKey, setSeenFilterKey] = useState(filterKey);
  if (seenFilterKey !== filterKey) {
    setSeenFilterKey(filterKey);
    setPage(0);
    setSelected(new Set());
  }

  const query = useQuery(listsQueries.profiles({ filters, page, size, sorting: SORTING }));
  const tagsQuery = useQuery(listsQueries.tags());
  const tagOptions = tagsQuery.data ?? [];
  const setHidden = useSetHidden();

  const profiles = query.data?.profiles ?? [];
  const total = query.data?.total ?? 0;
  const ids = [...selected];
  const allOnPage = profiles.length > 0 && profiles.every((p) => selected.has(p.id));
  const someOnPage = profiles.some((p) => selected.has(p.id));

  const toggle = (id: number) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((old) => {
      const next = new Set(old);
      for (const p of profiles) {
        if (allOnPage) next.delete(p.id);
        else next.add(p.id);
      }
      return next;
    });

  const hide = (targets: number[], hidden: boolean, label: string) =>
    setHidden.mutate(
      { ids: targets, hidden },
      {
        onSuccess: () => {
          show(DONE);
          setSelected(new Set());
        },
        onError: (e) => show(`Could not ${label}: ${errorMessage(e)}`, 'error'),
      },
    );

  const download = async () => {
    setDownloading(true);
    try {
      const rows = await downloadProfiles(filters);
      saveTextFile(`profiles-${format(today(), 'yyyyMMdd-HHmm')}.csv`, profilesToCsv(rows));
    } catch (e) {
      show(`The download failed: ${errorMessage(e)}`, 'error');
    } finally {
      setDownloading(false);
    }
  };

  const noneSelected = selected.size === 0;
  const selectionNote = noneSelected ? 'Select profiles first' : '';

  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Lists
      </Typography>
      <Paper variant="outlined" component="section" aria-label="Profiles">
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <SearchField
            label="Search profiles"
            value={searchText}
            onChange={setSearchText}
            sx={{ width: 220 }}
          />
          <FormControl size="small" sx={{ minWidth: 170 }}>
            <InputLabel id="lists-tag-label">Tag</InputLabel>
            <Select
              labelId="lists-tag-label"
              label="Tag"
              value={tag}
              onChange={(e) => setTag(e.target.value)}
            >
              <MenuItem value="">All tags</MenuItem>
              {tagOptions.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 130 }}>
            <InputLabel id="lists-hidden-label">Show</InputLabel>
            <Select
              labelId="lists-hidden-label"
              label="Show"
              value={hiddenFilter}
              onChange={(e) => setHiddenFilter(e.target.value as HiddenFilter)}
            >
              {(['no', 'yes', 'all'] as const).map((v) => (
                <MenuItem key={v} value={v}>
                  {HIDDEN_LABELS[v]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Box sx={{ flexGrow: 1 }} />
          <SelectionButton
            icon={<LabelIcon />}
            note={selectionNote}
            disabled={noneSelected}
            onClick={() => setTagMode('add')}
          >
            Apply tags
          </SelectionButton>
          <SelectionButton
            icon={<LabelOffIcon />}
            note={selectionNote}
            disabled={noneSelected}
            onClick={() => setTagMode('remove')}
          >
            Remove Tags
          </SelectionButton>
          <SelectionButton
            icon={<VisibilityOffIcon />}
            note={selectionNote}
            disabled={noneSelected || setHidden.isPending}
            onClick={() => hide(ids, true, 'hide the profiles')}
          >
            Hide
          </SelectionButton>
          <SelectionButton
            icon={<VisibilityIcon />}
            note={selectionNote}
            disabled={noneSelected || setHidden.isPending}
            onClick={() => hide(ids, false, 'unhide the profiles')}
          >
            Unhide
          </SelectionButton>
          <Button
            startIcon={<DownloadIcon />}
            variant="contained"
            disabled={downloading}
            onClick={() => void download()}
          >
            Download
          </Button>
        </Stack>
        {!noneSelected && (
          <Typography variant="body2" sx={{ px: 2, pb: 1 }} role="status">
            {formatNumber(selected.size)} selected ·{' '}
            <Button size="small" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </Typography>
        )}
        {query.isError && query.data && (
          <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
            Showing the last profiles received: {errorMessage(query.error)}
          </Alert>
        )}
        {query.isPending ? (
          <Loading />
        ) : query.isError && !query.data ? (
          <RetryAlert
            what="The profiles could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            sx={{ m: 2 }}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Profiles">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allOnPage}
                      indeterminate={someOnPage && !allOnPage}
                      onChange={togglePage}
                      slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                    />
                  </TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Headline</TableCell>
                  <TableCell>Company</TableCell>
                  <TableCell>Tags</TableCell>
                  <TableCell>Notes</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {profiles.map((p) => {
                  const name = profileName(p);
                  return (
                    <TableRow key={p.id} hover selected={selected.has(p.id)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(p.id)}
                          onChange={() => toggle(p.id)}
                          slotProps={{ input: { 'aria-label': `Select ${name}` } }}
                        />
                      </TableCell>
                      <TableCell>
                        {name}
                        {p.hidden && <Chip size="small" label="Hidden" sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell title={p.occupation ?? undefined}>
                        {excerpt(p.occupation, PROFILE_EXCERPT_LENGTH)}
                      </TableCell>
                      <TableCell title={p.companyName ?? undefined}>
                        {excerpt(p.companyName, PROFILE_EXCERPT_LENGTH)}
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                          {p.tags.map((t) => (
                            <Chip key={t} label={t} size="small" variant="outlined" />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell title={p.notes ?? undefined}>{excerpt(p.notes, 40)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton aria-label={`Edit ${name}`} onClick={() => setEditing(p)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                        {p.hidden ? (
                          <IconButton
                            aria-label={`Unhide ${name}`}
                            disabled={setHidden.isPending}
                            onClick={() => hide([p.id], false, `unhide ${name}`)}
                          >
                            <VisibilityIcon fontSize="small" />
                          </IconButton>
                        ) : (
                          <IconButton
                            aria-label={`Hide ${name}`}
                            disabled={setHidden.isPending}
                            onClick={() => hide([p.id], true, `hide ${name}`)}
                          >
                            <VisibilityOffIcon fontSize="small" />
                          </IconButton>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
                {profiles.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      {search || tag || hiddenFilter !== 'no'
                        ? 'No profiles match these filters'
                        : 'No profiles yet'}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={total}
          page={clampPage(page, total, size)}
          rowsPerPage={size}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setSize(Number(e.target.value));
            setPage(0);
          }}
        />
      </Paper>

      <SavedLists show={show} />

      {editing && (
        <ProfileDialog
          key={editing.id}
          profile={editing}
          tagOptions={tagOptions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            show(PROFILE_UPDATED);
          }}
        />
      )}
      {tagMode && (
        <TagsDialog
          mode={tagMode}
          profiles={ids}
          tagOptions={tagOptions}
          onClose={() => setTagMode(null)}
          onDone={() => {
            setTagMode(null);
            setSelected(new Set());
            show(DONE);
          }}
        />
      )}
      {notice.element}
    </Box>
  );
}

/** A bulk action on the selected rows; its tooltip says why it is disabled. */
function SelectionButton({
  icon,
  note,
  disabled,
  onClick,
  children,
}: {
  icon: ReactNode;
  note: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={note}>
      <span>
        <Button startIcon={icon} variant="outlined" disabled={disabled} onClick={onClick}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
