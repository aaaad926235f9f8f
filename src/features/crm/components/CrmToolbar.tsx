import { useState } from 'react';
import { Box, Button, Menu, MenuItem, Stack } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SortIcon from '@mui/icons-material/Sort';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ProfileFilters } from '@/lib/extension/contract';
import { formatNumber } from '@/lib/format/numbers';
import { SearchField } from '@/lib/ui/SearchField';
import { crmQueries } from '../api';
import { SORT_CHOICES, sortChoice, type CrmView } from '../view';
import { FilterSelect } from './FilterSelect';

interface CrmToolbarProps {
  view: CrmView;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (patch: Partial<CrmView>) => void;
  selectedCount: number;
  hideDisabled: boolean;
  removeDisabled: boolean;
  onHide: (hidden: boolean) => void;
  onRemove: () => void;
}

/** Search, the filters, the sort menu and the actions on the selected contacts. */
export function CrmToolbar({
  view,
  searchText,
  onSearchText,
  onFilter,
  selectedCount,
  hideDisabled,
  removeDisabled,
  onHide,
  onRemove,
}: CrmToolbarProps) {
  const { data: industries } = useSuspenseQuery(crmQueries.industries());
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const noneSelected = selectedCount === 0;
  return (
    <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
      <SearchField label="Search contacts" value={searchText} onChange={onSearchText} sx={{ width: 240 }} />
      <FilterSelect
        label="Industry"
        value={view.industry}
        onChange={(industry) => onFilter({ industry })}
        options={[['', 'All industries'], ...industries.map((i) => [i, i] as const)]}
        width={190}
      />
      <FilterSelect<ProfileFilters['hasNote']>
        label="Notes"
        value={view.notes}
        onChange={(notes) => onFilter({ notes })}
        options={[
          ['all', 'All'],
          ['yes', 'With notes'],
          ['no', 'Without notes'],
        ]}
      />
      <FilterSelect<ProfileFilters['contacted']>
        label="Connection"
        value={view.connection}
        onChange={(connection) => onFilter({ connection })}
        options={[
          ['all', 'All'],
          ['1st', '1st'],
          ['2nd', '2nd'],
          ['3rd', '3rd'],
        ]}
      />
      <FilterSelect<ProfileFilters['isHidden']>
        label="Hidden"
        value={view.hidden}
        onChange={(hidden) => onFilter({ hidden })}
        options={[
          ['no', 'Not hidden'],
          ['yes', 'Hidden only'],
          ['all', 'All'],
        ]}
      />
      <Button
        startIcon={<SortIcon />}
        onClick={(e) => setSortAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!sortAnchor}
      >
        Sort: {sortChoice(view.sort).label}
      </Button>
      <Menu anchorEl={sortAnchor} open={!!sortAnchor} onClose={() => setSortAnchor(null)}>
        {SORT_CHOICES.map((c) => (
          <MenuItem
            key={c.key}
            selected={c.key === view.sort}
            onClick={() => {
              onFilter({ sort: c.key });
              setSortAnchor(null);
            }}
          >
            {c.label}
          </MenuItem>
        ))}
      </Menu>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="outlined"
        startIcon={<VisibilityOffIcon />}
        disabled={noneSelected || hideDisabled}
        onClick={() => onHide(true)}
      >
        Hide
      </Button>
      <Button
        variant="outlined"
        startIcon={<VisibilityIcon />}
        disabled={noneSelected || hideDisabled}
        onClick={() => onHide(false)}
      >
        Unhide
      </Button>
      <Button
        color="error"
        variant="outlined"
        startIcon={<PersonRemoveIcon />}
        disabled={noneSelected || removeDisabled}
        onClick={onRemove}
      >
        Remove connections{selectedCount ? ` (${formatNumber(selectedCount)})` : ''}
      </Button>
    </Stack>
  );
}
