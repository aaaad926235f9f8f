import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { MessageDialog } from '@/lib/ui/MessageDialog';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';

import type { BulkAction } from '../api';
export type { BulkAction };

const SelectionMenu = mountOnFirstOpen(() => import('./SelectionMenu').then((m) => m.SelectionMenu));

/** Shown with at least one conversation selected: Select all, and the bulk actions (Delete asks first). */
export function SelectionBar({
  count,
  allChecked,
  onToggleAll,
  archived,
  busy,
  onAction,
}: {
  count: number;
  allChecked: boolean;
  onToggleAll: () => void;
  archived: boolean;
  busy: boolean;
  onAction: (action: BulkAction) => void;
}) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const choose = (action: BulkAction) => {
    setMenuAnchor(null);
    if (action === 'delete') setConfirmDelete(true);
    else onAction(action);
  };
  return (
    <Box
      role="toolbar"
      aria-label="Selection"
      sx={{ display: 'flex', alignItems: 'center', px: 1, bgcolor: 'action.hover' }}
    >
      <FormControlLabel
        control={
          <Checkbox size="small" checked={allChecked} indeterminate={!allChecked} onChange={onToggleAll} />
        }
        label="Select all"
      />
      <Typography variant="body2" sx={{ flex: 1 }}>
        {count} selected
      </Typography>
      <IconButton
        aria-label="Actions for selected conversations"
        onClick={(e) => setMenuAnchor(e.currentTarget)}
        onPointerEnter={SelectionMenu.preload}
        onFocus={SelectionMenu.preload}
        disabled={busy}
      >
        <MoreVertIcon />
      </IconButton>
      <SelectionMenu
        open={!!menuAnchor}
        anchor={menuAnchor}
        archived={archived}
        onChoose={choose}
        onClose={() => setMenuAnchor(null)}
      />
      <MessageDialog
        open={confirmDelete}
        title="Confirm deletion"
        text={`Are you sure you want to delete ${count} conversations ?`}
        onCancel={() => setConfirmDelete(false)}
        cancelLabel="Cancel"
        onConfirm={() => {
          setConfirmDelete(false);
          onAction('delete');
        }}
        confirmLabel="Confirm"
        confirmColor="error"
        focusConfirm={false}
      />
    </Box>
  );
}
