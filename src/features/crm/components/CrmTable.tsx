import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { EmptyTableRow } from '@/lib/ui/EmptyTableRow';
import { useVirtualRows } from '@/lib/hooks/useVirtualRows';
import type { Profile } from '@/lib/extension/contract';
import { CRM_ROW_HEIGHT, CrmRow } from './CrmRow';

interface CrmTableProps {
  profiles: Profile[];
  selected: ReadonlySet<number>;
  busy: ReadonlySet<number>;
  refreshDisabled: boolean;
  emptyText: string;
  onToggle: (id: number) => void;
  onTogglePage: () => void;
  onRefresh: (profile: Profile) => void;
  onConnect: (profile: Profile) => void;
  onDisconnect: (profile: Profile) => void;
  onSetHidden: (profile: Profile, hidden: boolean) => void;
}

const styles = {
  tableLayout: 'fixed',
  minWidth: 1140,
  '& tr.crm-row': { height: CRM_ROW_HEIGHT },
  '& tr.crm-row:hover': { bgcolor: 'action.hover' },
  '& tr.crm-selected': { bgcolor: 'action.selected' },
  '& tr.crm-row > td': {
    px: 2,
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    typography: 'body2',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  '& td.crm-check': { px: '4px !important' },
  '& td.crm-clip': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& td.crm-actions': { textAlign: 'right', '& > * + *': { ml: 1 } },
} as const;

/** One page of contacts; rows are virtualised so a 1,000-row page mounts only what is in view. */
export function CrmTable({
  profiles,
  selected,
  busy,
  refreshDisabled,
  emptyText,
  onToggle,
  onTogglePage,
  onRefresh,
  onConnect,
  onDisconnect,
  onSetHidden,
}: CrmTableProps) {
  const { scrollRef, rows, paddingTop, paddingBottom } = useVirtualRows({
    items: profiles,
    rowHeight: CRM_ROW_HEIGHT,
    itemKey: (p) => p.id,
  });
  const allOnPage = profiles.length > 0 && profiles.every((p) => selected.has(p.id));
  const someOnPage = profiles.some((p) => selected.has(p.id));

  return (
    <TableContainer ref={scrollRef} sx={{ maxHeight: 'min(65vh, 640px)', overflow: 'auto' }}>
      <Table stickyHeader aria-label="Contacts" sx={styles}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={{ width: 48 }}>
              <Checkbox
                size="small"
                checked={allOnPage}
                indeterminate={someOnPage && !allOnPage}
                onChange={onTogglePage}
                slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
              />
            </TableCell>
            <TableCell sx={{ width: '16%' }}>Name</TableCell>
            <TableCell sx={{ width: '18%' }}>Headline</TableCell>
            <TableCell sx={{ width: '15%' }}>Company</TableCell>
            <TableCell sx={{ width: 110 }}>Connection</TableCell>
            <TableCell sx={{ width: 260 }}>Added</TableCell>
            <TableCell align="right" sx={{ width: 290 }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
          {rows.map((v) => {
            const p = profiles[v.index];
            return p ? (
              <CrmRow
                key={p.id}
                profile={p}
                selected={selected.has(p.id)}
                busy={busy.has(p.id)}
                refreshDisabled={refreshDisabled}
                onToggle={onToggle}
                onRefresh={onRefresh}
                onConnect={onConnect}
                onDisconnect={onDisconnect}
                onSetHidden={onSetHidden}
              />
            ) : null;
          })}
          {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
          {profiles.length === 0 && <EmptyTableRow colSpan={7}>{emptyText}</EmptyTableRow>}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
