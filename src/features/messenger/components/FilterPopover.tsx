import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { ConversationFilter } from '@/lib/extension/contract';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';
import { DEFAULT_FILTER } from '../search';

export { DEFAULT_FILTER };

export const isDefaultFilter = (f: ConversationFilter) => f.type === 'linkedin' && f.linkedin === 'all';

const FilterPanel = mountOnFirstOpen(() => import('./FilterPanel').then((m) => m.FilterPanel));

/** The filter button (a dot when a filter is on) and its popover, loaded on the first opening. */
export function FilterPopover({
  value,
  onChange,
}: {
  value: ConversationFilter;
  onChange: (f: ConversationFilter) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Filter conversations">
        <IconButton
          aria-label="Filter conversations"
          onClick={(e) => setAnchor(e.currentTarget)}
          onPointerEnter={FilterPanel.preload}
          onFocus={FilterPanel.preload}
        >
          <Badge color="primary" variant="dot" invisible={isDefaultFilter(value)}>
            <FilterListIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <FilterPanel
        open={!!anchor}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        value={value}
        onChange={onChange}
      />
    </>
  );
}
