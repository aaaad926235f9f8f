import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { DRAFT_SCOPES, readFormDraft, useFormDraft } from '@/lib/drafts';
import type { Profile } from '@/lib/extension/contract';
import { FormDialog } from '@/lib/ui/FormDialog';
import { SaveFailedAlert } from '@/lib/ui/SaveFailedAlert';
import { RegisteredTextField } from '@/lib/ui/RegisteredTextField';
import {
  NOTES_MAX,
  ProfileFormSchema,
  useUpdateProfile,
  type ProfileForm,
  type ProfileFormInput,
} from '../api';
import { TagsField } from './TagsInput';
import { draftedDialogExits } from './draftedDialog';

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
  const { saved, cancel } = draftedDialogExits(discardDraft, onSaved, onClose);
  const submit = handleSubmit(async (after) => {
    await update.mutateAsync({ id: profile.id, before, after }).then(saved, () => undefined);
  });
  const name = profileName(profile);
  return (
    <FormDialog
      title={`Edit profile: ${name}`}
      onClose={onClose}
      onCancel={cancel}
      onSubmit={(e) => void submit(e)}
      submitting={formState.isSubmitting}
      fieldsSx={{ pt: 1 }}
    >
      {profile.occupation && (
        <Typography variant="body2" color="textSecondary">
          {profile.occupation}
        </Typography>
      )}
      <SaveFailedAlert error={update.error} what="The profile could not be saved" />
      <TagsField control={control} tagOptions={tagOptions} />
      <RegisteredTextField
        label="Notes"
        multiline
        minRows={4}
        registration={register('notes')}
        fieldError={formState.errors.notes}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX + 100 } }}
      />
    </FormDialog>
  );
}
