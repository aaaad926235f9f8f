import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { RowCommand } from '../../listView';

interface CampaignRowMenuProps {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  completed: boolean;
  onCommand: (command: RowCommand) => void;
}

/** A campaign's actions: Edit, Mark as complete (not when completed), Duplicate, Reset data, Delete. */
export function CampaignRowMenu({ open, anchor, onClose, completed, onCommand }: CampaignRowMenuProps) {
  const item = (command: RowCommand) => () => onCommand(command);
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose}>
      <MenuItem onClick={item('edit')}>Edit</MenuItem>
      {!completed && <MenuItem onClick={item('markAsComplete')}>Mark as complete</MenuItem>}
      <MenuItem onClick={item('duplicate')}>Duplicate</MenuItem>
      <MenuItem onClick={item('reset')}>Reset data</MenuItem>
      <MenuItem onClick={item('remove')} sx={{ color: 'error.main' }}>
        Delete
      </MenuItem>
    </Menu>
  );
}
