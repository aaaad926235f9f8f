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
import type { QueueItem } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { MemberFormSchema, useUpdateMember, type MemberForm } from '../api';
import { memberProfileId } from './QueueRow';

export const PROFILE_UPDATED = 'Profile updated';

interface ProfileEditorProps {
  campaignId: number;
  item: QueueItem;
  onClose: () => void;
  onSaved: () => void;
}

/** Edits the profile behind a queue item (updateMember); what was typed stays when saving fails. */
export function ProfileEditor({ campaignId, item, onClose, onSaved }: ProfileEditorProps) {
  const update = useUpdateMember(campaignId);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const { register, handleSubmit, formState } = useForm<MemberForm>({
    resolver: zodResolver(MemberFormSchema),
    defaultValues: {
      firstName: str(item.data.firstName),
      lastName: str(item.data.lastName),
      occupation: str(item.data.occupation),
    },
  });
  const profileId = memberProfileId(item);

  const submit = handleSubmit(async (values) => {
    if (profileId === null) return;
    await update.mutateAsync({ id: profileId, ...values }).then(onSaved, () => undefined);
  });

  const field = (name: keyof MemberForm, label: string) => (
    <TextField
      label={label}
      {...register(name)}
      error={!!formState.errors[name]}
      helperText={formState.errors[name]?.message}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="profile-editor-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="profile-editor-title">Edit profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {update.isError && (
              <Alert severity="error">Profile could not be saved: {errorMessage(update.error)}</Alert>
            )}
            {field('firstName', 'First name')}
            {field('lastName', 'Last name')}
            {field('occupation', 'Headline')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || profileId === null}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
