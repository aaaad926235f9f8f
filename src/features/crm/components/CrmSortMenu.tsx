import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SORT_CHOICES, type CrmView } from '../view';

export interface CrmSortMenuProps {
  open: boolean;
  anchor: HTMLElement | null;
  current: CrmView['sort'];
  onChoose: (sort: CrmView['sort']) => void;
  onClose: () => void;
}

/** The sort choices (loaded on the menu's first opening: MUI's Menu brings Popover and Modal). */
export function CrmSortMenu({ open, anchor, current, onChoose, onClose }: CrmSortMenuProps) {
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose}>
      {SORT_CHOICES.map((c) => (
        <MenuItem key={c.key} selected={c.key === current} onClick={() => onChoose(c.key)}>
          {c.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
