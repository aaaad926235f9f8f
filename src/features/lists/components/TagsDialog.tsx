import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { newActionKey } from '@/lib/extension/actions';
import { isNotConfirmed } from '@/lib/query/personAction';
import { FormDialog } from '@/lib/ui/FormDialog';
import { SaveFailedAlert } from '@/lib/ui/SaveFailedAlert';
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
  // Saving the same tags again (Try again) is the same change: it keeps its action key.
  const [keys] = useState(() => new Map<string, string>());
  const keyFor = (tags: string[]) => {
    const id = tags.join('\n');
    const key = keys.get(id) ?? newActionKey();
    keys.set(id, key);
    return key;
  };
  const submit = handleSubmit(async ({ tags }) => {
    await tagging
      .mutateAsync({ mode, profiles, tags, actionKey: keyFor(tags) })
      .then(onDone, () => undefined);
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
      {isNotConfirmed(tagging.error) ? (
        <Alert severity="warning">{tagging.error.message}</Alert>
      ) : (
        <SaveFailedAlert error={tagging.error} what="The tags could not be changed" />
      )}
      <TagsField control={control} tagOptions={tagOptions} autoFocus />
    </FormDialog>
  );
}
