import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import LabelIcon from '@mui/icons-material/Label';
import LabelOffIcon from '@mui/icons-material/LabelOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { SearchField } from '@/lib/ui/SearchField';
import type { HiddenFilter, ListsView } from '../view';

const HIDDEN_LABELS: Record<HiddenFilter, string> = { no: 'Visible', yes: 'Hidden', all: 'All' };

interface ProfilesToolbarProps {
  view: ListsView;
  tagOptions: string[];
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (patch: Partial<ListsView>) => void;
  noneSelected: boolean;
  hideDisabled: boolean;
  downloading: boolean;
  onTags: (mode: 'add' | 'remove') => void;
  onHide: (hidden: boolean) => void;
  onDownload: () => void;
}

/** Search, the tag and hidden filters, the actions on the selected profiles, and Download. */
export function ProfilesToolbar({
  view,
  tagOptions,
  searchText,
  onSearchText,
  onFilter,
  noneSelected,
  hideDisabled,
  downloading,
  onTags,
  onHide,
  onDownload,
}: ProfilesToolbarProps) {
  const note = noneSelected ? 'Select profiles first' : '';
  return (
    <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <SearchField label="Search profiles" value={searchText} onChange={onSearchText} sx={{ width: 220 }} />
      <FormControl size="small" sx={{ minWidth: 170 }}>
        <InputLabel id="lists-tag-label">Tag</InputLabel>
        <Select
          labelId="lists-tag-label"
          label="Tag"
          value={view.tag}
          onChange={(e) => onFilter({ tag: e.target.value })}
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
          value={view.hidden}
          onChange={(e) => onFilter({ hidden: e.target.value as HiddenFilter })}
        >
          {(['no', 'yes', 'all'] as const).map((v) => (
            <MenuItem key={v} value={v}>
              {HIDDEN_LABELS[v]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ flexGrow: 1 }} />
      <SelectionButton icon={<LabelIcon />} note={note} disabled={noneSelected} onClick={() => onTags('add')}>
        Apply tags
      </SelectionButton>
      <SelectionButton
        icon={<LabelOffIcon />}
        note={note}
        disabled={noneSelected}
        onClick={() => onTags('remove')}
      >
        Remove Tags
      </SelectionButton>
      <SelectionButton
        icon={<VisibilityOffIcon />}
        note={note}
        disabled={noneSelected || hideDisabled}
        onClick={() => onHide(true)}
      >
        Hide
      </SelectionButton>
      <SelectionButton
        icon={<VisibilityIcon />}
        note={note}
        disabled={noneSelected || hideDisabled}
        onClick={() => onHide(false)}
      >
        Unhide
      </SelectionButton>
      <Button startIcon={<DownloadIcon />} variant="contained" disabled={downloading} onClick={onDownload}>
        Download
      </Button>
    </Stack>
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
