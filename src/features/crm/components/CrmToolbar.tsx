import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SortIcon from '@mui/icons-material/Sort';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatNumber } from '@/lib/format/numbers';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';
import { SearchField } from '@/lib/ui/SearchField';
import { crmQueries } from '../api';
import { sortChoice, type CrmView } from '../view';
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

const CrmSortMenu = mountOnFirstOpen(() => import('./CrmSortMenu').then((m) => m.CrmSortMenu));

/** The filters with fixed choices: the view's field, the label and the choices (value, text). */
const CHOICE_FILTERS: {
  field: 'notes' | 'connection' | 'hidden';
  label: string;
  options: readonly (readonly [string, string])[];
}[] = [
  {
    field: 'notes',
    label: 'Notes',
    options: [
      ['all', 'All'],
      ['yes', 'With notes'],
      ['no', 'Without notes'],
    ],
  },
  {
    field: 'connection',
    label: 'Connection',
    options: [
      ['all', 'All'],
      ['1st', '1st'],
      ['2nd', '2nd'],
      ['3rd', '3rd'],
    ],
  },
  {
    field: 'hidden',
    label: 'Hidden',
    options: [
      ['no', 'Not hidden'],
      ['yes', 'Hidden only'],
      ['all', 'All'],
    ],
  },
];

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
    <Box sx={{ display: 'flex', columnGap: 1, rowGap: 1.5, p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <SearchField label="Search contacts" value={searchText} onChange={onSearchText} sx={{ width: 240 }} />
      <FilterSelect
        label="Industry"
        value={view.industry}
        onChange={(industry) => onFilter({ industry })}
        options={[['', 'All industries'], ...industries.map((i) => [i, i] as const)]}
        width={190}
      />
      {CHOICE_FILTERS.map((f) => (
        <FilterSelect
          key={f.field}
          label={f.label}
          value={view[f.field]}
          onChange={(value) => onFilter({ [f.field]: value })}
          options={f.options}
        />
      ))}
      <Button
        startIcon={<SortIcon />}
        onClick={(e) => setSortAnchor(e.currentTarget)}
        onPointerEnter={CrmSortMenu.preload}
        onFocus={CrmSortMenu.preload}
        aria-haspopup="menu"
        aria-expanded={!!sortAnchor}
      >
        Sort: {sortChoice(view.sort).label}
      </Button>
      <CrmSortMenu
        open={!!sortAnchor}
        anchor={sortAnchor}
        current={view.sort}
        onChoose={(sort) => {
          onFilter({ sort });
          setSortAnchor(null);
        }}
        onClose={() => setSortAnchor(null)}
      />
      <Box sx={{ flexGrow: 1 }} />
      {(
        [
          [true, 'Hide', VisibilityOffIcon],
          [false, 'Unhide', VisibilityIcon],
        ] as const
      ).map(([hidden, text, Icon]) => (
        <Button
          key={text}
          variant="outlined"
          startIcon={<Icon />}
          disabled={noneSelected || hideDisabled}
          onClick={() => onHide(hidden)}
        >
          {text}
        </Button>
      ))}
      <Button
        color="error"
        variant="outlined"
        startIcon={<PersonRemoveIcon />}
        disabled={noneSelected || removeDisabled}
        onClick={onRemove}
      >
        Remove connections{selectedCount ? ` (${formatNumber(selectedCount)})` : ''}
      </Button>
    </Box>
  );
}
