import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import MuiListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ListItem, ListType } from '@/lib/extension/contract';
import { LIST_TYPES } from '@/lib/extension/contract/shared/constants';
import { errorMessage } from '@/lib/extension/errors';
import { excerpt } from '@/lib/format/text';
import { MessageDialog } from '@/lib/ui/MessageDialog';
import { StaticTabs } from '@/lib/ui/StaticTabs';
import { useNotify } from '@/lib/ui/notify';
import { SAVE_DONE } from '@/lib/lists/listItemForm';
import { DONE, LIST_LABELS, listsQueries, useRemoveListItem } from '../api';
import { ListItemDialog } from './ListItemDialog';

/** The saved lists (canned responses, keywords, messages): add, edit and delete items. */
export function SavedLists({
  listType,
  onListType,
}: {
  listType: ListType;
  onListType: (listType: ListType) => void;
}) {
  const show = useNotify();
  const [editing, setEditing] = useState<{ item?: ListItem } | null>(null);
  const [removing, setRemoving] = useState<ListItem | null>(null);
  const { data: saved } = useSuspenseQuery(listsQueries.saved());
  const remove = useRemoveListItem();
  const items = saved[listType] ?? [];

  const summary = (item: ListItem) => {
    const text = listType === 'keywords' ? item.data.keywords : item.data.message;
    return excerpt(typeof text === 'string' ? text : '', 100);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="saved-lists-title" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 2 }}>
        <Typography id="saved-lists-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Saved lists
        </Typography>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>
          Add item
        </Button>
      </Stack>
      <StaticTabs
        label="Saved lists"
        value={listType}
        onChange={onListType}
        tabs={LIST_TYPES.map((t) => ({ value: t, label: `${LIST_LABELS[t]} (${saved[t]?.length ?? 0})` }))}
        sx={{ px: 2 }}
      />
      <Box sx={{ px: 2, pb: 2 }}>
        {items.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
            This list is empty
          </Typography>
        ) : (
          <List aria-label={LIST_LABELS[listType]}>
            {items.map((item) => (
              <MuiListItem
                key={item.id}
                divider
                secondaryAction={
                  <>
                    <IconButton aria-label={`Edit ${item.name}`} onClick={() => setEditing({ item })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={`Delete ${item.name}`} onClick={() => setRemoving(item)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={item.name} secondary={summary(item)} sx={{ pr: 10 }} />
              </MuiListItem>
            ))}
          </List>
        )}
      </Box>
      {editing && (
        <ListItemDialog
          key={`${listType}-${editing.item?.id ?? 'new'}`}
          listType={listType}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            show(SAVE_DONE);
          }}
        />
      )}
      <MessageDialog
        open={!!removing}
        title="Delete item"
        text={`Delete "${removing?.name ?? ''}" from ${LIST_LABELS[listType]}?`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const item = removing;
          setRemoving(null);
          if (item)
            remove.mutate(
              { listType, id: item.id },
              {
                onSuccess: () => show(DONE),
                onError: (e) => show(`Could not delete "${item.name}": ${errorMessage(e)}`, 'error'),
              },
            );
        }}
      />
    </Paper>
  );
}
