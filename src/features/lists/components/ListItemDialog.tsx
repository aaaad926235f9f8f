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
import { z } from 'zod';
import { DRAFT_SCOPES, readFormDraft, useFormDraft } from '@/lib/drafts';
import { ListTypeSchema, type ListItem, type ListType } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import {
  LIST_LABELS,
  ListItemFormSchema,
  toListItem,
  useSaveListItem,
  type ListItemForm,
  type ListItemFormInput,
} from '../api';

const ListItemDraftSchema = z.object({
  listType: ListTypeSchema,
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  keywords: z.string(),
});

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
  // What was typed survives a reload or a dropped extension, per list and item, until saved or cancelled.
  const draftScope = DRAFT_SCOPES.listItem(listType);
  const draftId = item?.id ?? 'new';
  const { register, handleSubmit, formState, watch } = useForm<ListItemFormInput, unknown, ListItemForm>({
    resolver: zodResolver(ListItemFormSchema),
    defaultValues: readFormDraft(draftScope, draftId, ListItemDraftSchema) ?? {
      listType,
      name: item?.name ?? '',
      subject: text(item?.data.subject),
      message: text(item?.data.message),
      keywords: text(item?.data.keywords),
    },
  });
  const discardDraft = useFormDraft(watch, draftScope, draftId);
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync({ listType, item: toListItem(values, item?.id) }).then(
      () => {
        discardDraft();
        onSaved();
      },
      () => undefined,
    );
  });
  const cancel = () => {
    discardDraft();
    onClose();
  };
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
          <Button onClick={cancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
