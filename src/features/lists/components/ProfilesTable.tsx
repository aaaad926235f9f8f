import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyTableRow } from '@/lib/ui/EmptyTableRow';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { Profile } from '@/lib/extension/contract';
import { PROFILE_EXCERPT_LENGTH } from '@/lib/constants';
import { excerpt } from '@/lib/format/text';
import { pageSelection } from '@/lib/hooks/useRowSelection';
import { profileName } from './ProfileDialog';

interface ProfilesTableProps {
  profiles: Profile[];
  selected: ReadonlySet<number>;
  emptyText: string;
  /** The rows shown are the previous view's: the new filter's or page's are loading. */
  stale: boolean;
  hideDisabled: boolean;
  onToggle: (id: number) => void;
  onTogglePage: () => void;
  onEdit: (profile: Profile) => void;
  onSetHidden: (profile: Profile, hidden: boolean) => void;
}

/** One page of saved profiles: name, headline, company, tags, notes, edit and hide / unhide. */
export function ProfilesTable({
  profiles,
  selected,
  emptyText,
  stale,
  hideDisabled,
  onToggle,
  onTogglePage,
  onEdit,
  onSetHidden,
}: ProfilesTableProps) {
  const page = pageSelection(
    selected,
    profiles.map((p) => p.id),
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Profiles" aria-busy={stale || undefined}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={page.all}
                indeterminate={page.indeterminate}
                onChange={onTogglePage}
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
                    onChange={() => onToggle(p.id)}
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
                  <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(p)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`${p.hidden ? 'Unhide' : 'Hide'} ${name}`}
                    disabled={hideDisabled}
                    onClick={() => onSetHidden(p, !p.hidden)}
                  >
                    {p.hidden ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
          {profiles.length === 0 && <EmptyTableRow colSpan={7}>{emptyText}</EmptyTableRow>}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
