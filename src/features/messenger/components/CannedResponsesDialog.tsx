import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { InfoDialog } from '@/lib/ui/InfoDialog';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import type { ListItem as SavedItem } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { SAVE_DONE } from '@/lib/lists/listItemForm';
import { Loading } from '@/lib/ui/Loading';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { messengerQueries, useRemoveCannedResponseMutation } from '../api';
import { CannedResponseForm } from './CannedResponseForm';
import type { Notify } from '@/lib/ui/notify';

/**
 * The canned responses (Lists › cannedResponses) as a list manager: add, edit and delete items,
 * and insert one into the composer. Width 800 (spec 9).
 */
export function CannedResponsesDialog({
  open,
  onClose,
  onInsert,
  notify,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (message: string) => void;
  notify: Notify;
}) {
  const canned = useQuery({ ...messengerQueries.cannedResponses(), enabled: open });
  const remove = useRemoveCannedResponseMutation();
  // null: the list; {}: adding; {item}: editing that item.
  const [editing, setEditing] = useState<{ item?: SavedItem } | null>(null);
  const close = () => {
    setEditing(null);
    onClose();
  };
  return (
    <InfoDialog open={open} onClose={close} title="Canned responses" width={800}>
      {editing ? (
        <CannedResponseForm
          key={String(editing.item?.id ?? 'new')}
          item={editing.item}
          onCancel={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            notify(SAVE_DONE);
          }}
        />
      ) : (
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})} sx={{ mb: 1 }}>
          Add item
        </Button>
      )}
      {canned.isPending && <Loading offerReload={false} />}
      {canned.isError && (
        <RetryAlert
          error={canned.error}
          onRetry={() => void canned.refetch()}
          what="Canned responses could not be loaded"
        />
      )}
      {canned.isSuccess && canned.data.length === 0 && (
        <Typography color="textSecondary">No canned responses yet.</Typography>
      )}
      <List aria-label="Canned responses">
        {(canned.data ?? []).map((item) => (
          <ListItem key={item.id} divider sx={{ gap: 2, alignItems: 'flex-start' }}>
            <ListItemText
              primary={item.name}
              secondary={item.data.message ?? ''}
              slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
            />
            <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Tooltip title="Edit">
                <IconButton aria-label={`Edit ${item.name}`} onClick={() => setEditing({ item })}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton
                  aria-label={`Delete ${item.name}`}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onError: (e) => notify(`The item could not be deleted: ${errorMessage(e)}`, 'error'),
                    })
                  }
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Button
                size="small"
                variant="outlined"
                disabled={!item.data.message}
                onClick={() => {
                  setEditing(null);
                  onInsert(item.data.message ?? '');
                }}
                aria-label={`Insert this message: ${item.name}`}
              >
                Insert this message
              </Button>
            </Box>
          </ListItem>
        ))}
      </List>
    </InfoDialog>
  );
}
