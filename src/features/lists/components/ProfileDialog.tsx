import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DRAFT_SCOPES, readFormDraft, useFormDraft } from '@/lib/drafts';
import type { Profile } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import {
  NOTES_MAX,
  ProfileFormSchema,
  useUpdateProfile,
  type ProfileForm,
  type ProfileFormInput,
} from '../api';
import { TagsInput } from './TagsInput';

export const profileName = (p: Pick<Profile, 'firstName' | 'lastName' | 'id'>) =>
  `${p.firstName} ${p.lastName}`.trim() || `Profile ${p.id}`;

const ProfileDraftSchema = z.object({ notes: z.string(), tags: z.array(z.string()) });

interface ProfileDialogProps {
  profile: Profile;
  tagOptions: string[];
  onClose: () => void;
  onSaved: () => void;
}

/** Notes and tags of one profile; what was typed stays when saving fails. */
export function ProfileDialog({ profile, tagOptions, onClose, onSaved }: ProfileDialogProps) {
  const update = useUpdateProfile();
  const before: ProfileForm = { notes: profile.notes ?? '', tags: profile.tags };
  // Typed notes and tags survive a reload or a dropped extension until saved or cancelled.
  const { register, control, handleSubmit, formState, watch } = useForm<
    ProfileFormInput,
    unknown,
    ProfileForm
  >({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: readFormDraft(DRAFT_SCOPES.listsProfile, profile.id, ProfileDraftSchema) ?? before,
  });
  const discardDraft = useFormDraft(watch, DRAFT_SCOPES.listsProfile, profile.id);
  const submit = handleSubmit(async (after) => {
    await update.mutateAsync({ id: profile.id, before, after }).then(
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
  const name = profileName(profile);
  return (
    <Dialog open onClose={onClose} aria-labelledby="profile-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="profile-dialog-title">Edit profile: {name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {profile.occupation && (
              <Typography variant="body2" color="text.secondary">
                {profile.occupation}
              </Typography>
            )}
            {update.isError && (
              <Alert severity="error">The profile could not be saved: {errorMessage(update.error)}</Alert>
            )}
            <Controller
              control={control}
              name="tags"
              render={({ field, fieldState }) => (
                <TagsInput
                  label="Tags"
                  value={field.value}
                  onChange={field.onChange}
                  options={tagOptions}
                  error={fieldState.error?.message ?? formState.errors.tags?.[0]?.message}
                />
              )}
            />
            <TextField
              label="Notes"
              multiline
              minRows={4}
              {...register('notes')}
              error={!!formState.errors.notes}
              helperText={formState.errors.notes?.message}
              slotProps={{ htmlInput: { maxLength: NOTES_MAX + 100 } }}
            />
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
