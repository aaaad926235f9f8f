import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { BulkAction } from '../api';

/** The bulk actions' menu (loaded on its first opening: MUI's Menu brings Popover and Modal). */
export function SelectionMenu({
  open,
  anchor,
  archived,
  onChoose,
  onClose,
}: {
  open: boolean;
  anchor: HTMLElement | null;
  archived: boolean;
  onChoose: (action: BulkAction) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose}>
      <MenuItem onClick={() => onChoose('delete')}>Delete</MenuItem>
      {!archived && <MenuItem onClick={() => onChoose('archive')}>Archive</MenuItem>}
      {archived && <MenuItem onClick={() => onChoose('unarchive')}>Unarchive</MenuItem>}
      <MenuItem onClick={() => onChoose('read')}>Mark as read</MenuItem>
      <MenuItem onClick={() => onChoose('unread')}>Mark as unread</MenuItem>
    </Menu>
  );
}
