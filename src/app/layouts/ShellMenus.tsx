import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@tanstack/react-router';

interface ShellMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The top bar's account menu, with the support tools (a snapshot, diagnostics). */
export function AccountMenu({
  anchor,
  onClose,
  onRecordSnapshot,
}: ShellMenuProps & { onRecordSnapshot: () => void }) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem
        onClick={() => {
          onClose();
          onRecordSnapshot();
        }}
      >
        Record snapshot
      </MenuItem>
      <MenuItem component={RouterLink} to="/diagnostics" onClick={onClose}>
        Diagnostics
      </MenuItem>
    </Menu>
  );
}

/** The compact side menu's "More". */
export function MoreMenu({ anchor, onClose }: ShellMenuProps) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem component={RouterLink} to="/subscriptions" onClick={onClose}>
        Subscriptions
      </MenuItem>
    </Menu>
  );
}
