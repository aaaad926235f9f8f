import { plainRowStyles, VirtualTable } from '@/lib/ui/VirtualTable';
import type { Profile } from '@/lib/extension/contract';
import { CRM_ROW_HEIGHT, CrmRow, type CrmRowActions } from './CrmRow';

interface CrmTableProps extends CrmRowActions {
  profiles: Profile[];
  selected: ReadonlySet<number>;
  busy: ReadonlySet<number>;
  refreshDisabled: boolean;
  emptyText: string;
  /** The rows shown are the previous view's: the new filter's or page's are loading. */
  stale: boolean;
  onTogglePage: () => void;
}

const styles = {
  // 1,040 px fits a 1,366 px screen with the side menu open (the card is 1,084 px there): the text
  // columns' shares shrink to what the fixed ones leave, and the actions need no sideways scroll.
  // Their widths stay set: columns sized by their content made each scrolled-in row cost more.
  tableLayout: 'fixed',
  minWidth: 1040,
  ...plainRowStyles('crm-row', CRM_ROW_HEIGHT),
  '& tr.crm-selected': { bgcolor: 'action.selected' },
  '& td.crm-check': { px: '4px !important' },
  '& td.crm-clip': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& td.crm-actions': { textAlign: 'right', '& > * + *': { ml: 1 } },
} as const;

const profileKey = (p: Profile) => p.id;

/** One page of contacts; rows are virtualised so a 1,000-row page mounts only what is in view. */
export function CrmTable({
  profiles,
  selected,
  busy,
  refreshDisabled,
  emptyText,
  stale,
  onTogglePage,
  ...actions
}: CrmTableProps) {
  const allOnPage = profiles.length > 0 && profiles.every((p) => selected.has(p.id));
  const someOnPage = profiles.some((p) => selected.has(p.id));
  return (
    <VirtualTable
      label="Contacts"
      busy={stale}
      sx={styles}
      items={profiles}
      rowHeight={CRM_ROW_HEIGHT}
      itemKey={profileKey}
      columns={7}
      emptyText={emptyText}
      head={
        <thead>
          <tr>
            <th className="checkbox">
              <input
                type="checkbox"
                className="plain-checkbox"
                checked={allOnPage}
                ref={(box) => void (box && (box.indeterminate = someOnPage && !allOnPage))}
                onChange={onTogglePage}
                aria-label="Select all on this page"
              />
            </th>
            <th style={{ width: '16%' }}>Name</th>
            <th style={{ width: '18%' }}>Headline</th>
            <th style={{ width: '15%' }}>Company</th>
            <th style={{ width: 110 }}>Connection</th>
            <th style={{ width: 260 }}>Added</th>
            <th className="align-right" style={{ width: 290 }}>
              Actions
            </th>
          </tr>
        </thead>
      }
    >
      {(p) => (
        <CrmRow
          key={p.id}
          profile={p}
          selected={selected.has(p.id)}
          busy={busy.has(p.id)}
          refreshDisabled={refreshDisabled}
          {...actions}
        />
      )}
    </VirtualTable>
  );
}
