import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ListItem } from '@/lib/extension/contract';
import {
  ListItemFormSchema,
  listItemFormValues,
  toListItem,
  type ListItemForm,
  type ListItemFormInput,
} from '@/lib/lists/listItemForm';
import { useSaveListItem } from '@/lib/lists/saveListItem';
import { SaveFailedAlert } from '@/lib/ui/SaveFailedAlert';
import { RegisteredTextField } from '@/lib/ui/RegisteredTextField';

/** The list-item form for a canned response: its name and its message, with the saved lists' rules. */
export function CannedResponseForm({
  item,
  onDone,
  onCancel,
}: {
  /** The item to edit; none to add one. */
  item?: ListItem;
  onDone: () => void;
  onCancel: () => void;
}) {
  const save = useSaveListItem();
  const { register, handleSubmit, formState } = useForm<ListItemFormInput, unknown, ListItemForm>({
    resolver: zodResolver(ListItemFormSchema),
    defaultValues: listItemFormValues('cannedResponses', item),
  });
  const submit = handleSubmit((form) =>
    save.saveOnce('cannedResponses', toListItem(form, item?.id)).then(onDone, () => undefined),
  );
  const err = formState.errors;
  return (
    <Box
      component="form"
      noValidate
      aria-label={item ? `Edit ${item.name}` : 'New canned response'}
      onSubmit={(e) => void submit(e)}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {item ? `Edit item: ${item.name}` : 'New canned response'}
      </Typography>
      <Stack spacing={2}>
        <SaveFailedAlert error={save.error} what="The item could not be saved" />
        <RegisteredTextField
          label="Item name"
          required
          registration={register('name')}
          fieldError={err.name}
        />
        <RegisteredTextField
          label="Description"
          required
          multiline
          minRows={3}
          registration={register('message')}
          fieldError={err.message}
          helperText="Shortcodes such as {FIRST_NAME} are filled in for each person"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
