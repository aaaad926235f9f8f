import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ListItem, ListType } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import {
  LIST_LABELS,
  ListItemFormSchema,
  toListItem,
  useSaveListItem,
  type ListItemForm,
  type ListItemFormInput,
} from '../api';

interface ListItemDialogProps {
  listType: ListType;
  /** The item to edit; none to add a new one. */
  item?: ListItem;
  onClose: () => void;
  onSaved: () => void;
}

/** The item form of a saved list: name plus the message (canned responses, messages) or the keywords. */
export function ListItemDialog({ listType, item, onClose, onSaved }: ListItemDialogProps) {
  const save = useSaveListItem();
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const { register, handleSubmit, formState } = useForm<ListItemFormInput, unknown, ListItemForm>({
    resolver: zodResolver(ListItemFormSchema),
    defaultValues: {
      listType,
      name: item?.name ?? '',
      subject: text(item?.data.subject),
      message: text(item?.data.message),
      keywords: text(item?.data.keywords),
    },
  });
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync({ listType, item: toListItem(values, item?.id) }).then(onSaved, () => undefined);
  });
  const err = formState.errors;
  const list = LIST_LABELS[listType];
  return (
    <Dialog open onClose={onClose} aria-labelledby="list-item-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="list-item-title">
          {item ? `Edit item: ${item.name}` : `New item in ${list}`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && (
              <Alert severity="error">The item could not be saved: {errorMessage(save.error)}</Alert>
            )}
            <TextField
              label="Item name"
              required
              {...register('name')}
              error={!!err.name}
              helperText={err.name?.message}
            />
            {listType === 'messages' && (
              <TextField
                label="Subject"
                {...register('subject')}
                error={!!err.subject}
                helperText={err.subject?.message ?? 'Optional; needed for Sales Navigator'}
              />
            )}
            {listType === 'keywords' ? (
              <TextField
                label="Keywords"
                required
                multiline
                minRows={4}
                {...register('keywords')}
                error={!!err.keywords}
                helperText={err.keywords?.message ?? 'One keyword per line'}
              />
            ) : (
              <TextField
                label={listType === 'cannedResponses' ? 'Description' : 'Message'}
                required
                multiline
                minRows={4}
                {...register('message')}
                error={!!err.message}
                helperText={err.message?.message}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
