import { memo } from 'react';
import type { Campaign } from '@/lib/extension/contract';
import { EmptyTableRow } from '@/lib/ui/EmptyTableRow';
import { PlainTable } from '@/lib/ui/PlainTable';
import { ariaSort, PlainSortLabel } from '@/lib/ui/plainTableHead';
import type { CampaignSort, CampaignTab, SortField } from '../../listView';
import type { RowCommand } from '../../listView';
import { useCampaignsInFlight } from '../../api';
import { campaignRowStyles, CampaignRow } from './CampaignRow';

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
  const inFlight = useCampaignsInFlight();
  return (
    <PlainTable label={tab === 'active' ? 'Active campaigns' : 'Completed campaigns'} sx={campaignRowStyles}>
      <CampaignsTableHead sort={sort} onSort={onSort} />
      <tbody>
        {rows.map((c) => (
          <CampaignRow
            key={c.id}
            campaign={c}
            onCommand={onCommand}
            compact={compact}
            busy={inFlight.includes(c.id)}
          />
        ))}
        {rows.length === 0 && <EmptyTableRow colSpan={6}>{emptyText}</EmptyTableRow>}
      </tbody>
    </PlainTable>
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
  const byName = sort.field === 'name';
  const byLastRun = sort.field === 'lastRunDate';
  return (
    <thead>
      <tr>
        <th className="checkbox">
          <span className="visually-hidden">On/Off</span>
        </th>
        <th aria-sort={ariaSort(byName, sort.order)}>
          <PlainSortLabel
            active={byName}
            direction={byName ? sort.order : 'asc'}
            onClick={() => onSort('name')}
          >
            Name
          </PlainSortLabel>
        </th>
        <th>Type</th>
        <th>Status</th>
        <th aria-sort={ariaSort(byLastRun, sort.order)}>
          <PlainSortLabel
            active={byLastRun}
            direction={byLastRun ? sort.order : 'desc'}
            onClick={() => onSort('lastRunDate')}
          >
            Last run
          </PlainSortLabel>
        </th>
        <th className="align-right">Actions</th>
      </tr>
    </thead>
  );
});
