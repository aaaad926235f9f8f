import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormDialog, SaveFailedAlert } from '@/lib/ui/FormDialog';
import { TagsFormSchema, useTagProfiles } from '../api';
import { TagsField } from './TagsInput';

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
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitting={formState.isSubmitting}
      submitLabel={mode === 'add' ? 'Apply' : 'Remove'}
    >
      <DialogContentText>
        {mode === 'add' ? `Tags to add to ${count}` : `Tags to remove from ${count}`}
      </DialogContentText>
      <SaveFailedAlert error={tagging.error} what="The tags could not be changed" />
      <TagsField control={control} tagOptions={tagOptions} autoFocus />
    </FormDialog>
  );
}
