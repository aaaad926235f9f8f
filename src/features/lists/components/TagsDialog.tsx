import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/extension/errors';
import { TagsFormSchema, useTagProfiles } from '../api';
import { TagsInput } from './TagsInput';

interface TagsDialogProps {
  mode: 'add' | 'remove';
  profiles: number[];
  tagOptions: string[];
  onClose: () => void;
  onDone: () => void;
}

/** Apply tags to, or remove tags from, the selected profiles. */
export function TagsDialog({ mode, profiles, tagOptions, onClose, onDone }: TagsDialogProps) {
  const tagging = useTagProfiles();
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof TagsFormSchema>,
    unknown,
    z.output<typeof TagsFormSchema>
  >({
    resolver: zodResolver(TagsFormSchema),
    defaultValues: { tags: [] },
  });
  const submit = handleSubmit(async ({ tags }) => {
    await tagging.mutateAsync({ mode, profiles, tags }).then(onDone, () => undefined);
  });
  const title = mode === 'add' ? 'Apply tags' : 'Remove Tags';
  const count = `${profiles.length} selected profile${profiles.length === 1 ? '' : 's'}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="tags-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="tags-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {mode === 'add' ? `Tags to add to ${count}` : `Tags to remove from ${count}`}
            </DialogContentText>
            {tagging.isError && (
              <Alert severity="error">The tags could not be changed: {errorMessage(tagging.error)}</Alert>
            )}
            <Controller
              control={control}
              name="tags"
              render={({ field, fieldState }) => (
                <TagsInput
                  label="Tags"
                  autoFocus
                  value={field.value}
                  onChange={field.onChange}
                  options={tagOptions}
                  error={fieldState.error?.message ?? formState.errors.tags?.[0]?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {mode === 'add' ? 'Apply' : 'Remove'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
