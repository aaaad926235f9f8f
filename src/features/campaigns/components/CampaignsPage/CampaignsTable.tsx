import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo } from 'react';
import type { Campaign } from '@/lib/extension/contract';
import { EmptyTableRow } from '@/lib/ui/EmptyTableRow';
import type { CampaignSort, CampaignTab, SortField } from '../../listView';
import { campaignRowStyles, CampaignRow, type RowCommand } from './CampaignRow';

interface CampaignsTableProps {
  rows: Campaign[];
  tab: CampaignTab;
  sort: CampaignSort;
  onSort: (field: SortField) => void;
  /** What the table says when no row is shown. */
  emptyText: string;
  onCommand: (command: RowCommand, campaign: Campaign) => void;
  compact: boolean;
}

/** One page of one tab: On/Off, Name and Last run (sortable), Type, Status, Actions. */
export function CampaignsTable({
  rows,
  tab,
  sort,
  onSort,
  emptyText,
  onCommand,
  compact,
}: CampaignsTableProps) {
  return (
    <TableContainer>
      <Table
        aria-label={tab === 'active' ? 'Active campaigns' : 'Completed campaigns'}
        sx={campaignRowStyles}
      >
        <CampaignsTableHead sort={sort} onSort={onSort} />
        <TableBody>
          {rows.map((c) => (
            <CampaignRow key={c.id} campaign={c} onCommand={onCommand} compact={compact} />
          ))}
          {rows.length === 0 && <EmptyTableRow colSpan={6}>{emptyText}</EmptyTableRow>}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The header row; a poll does not re-render it (its sort and `onSort` stay the same). */
const CampaignsTableHead = memo(function CampaignsTableHead({
  sort,
  onSort,
}: {
  sort: CampaignSort;
  onSort: (field: SortField) => void;
}) {
  return (
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
            onClick={() => onSort('name')}
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
            onClick={() => onSort('lastRunDate')}
          >
            Last run
          </TableSortLabel>
        </TableCell>
        <TableCell align="right">Actions</TableCell>
      </TableRow>
    </TableHead>
  );
});

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
