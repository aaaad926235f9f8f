import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { QueueItem } from '@/lib/extension/contract';
import { FormDialog } from '@/lib/ui/FormDialog';
import { SaveFailedAlert } from '@/lib/ui/SaveFailedAlert';
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
    <FormDialog
      title="Edit profile"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitting={formState.isSubmitting || profileId === null}
      fieldsSx={{ pt: 1 }}
    >
      <SaveFailedAlert error={update.error} what="Profile could not be saved" />
      {field('firstName', 'First name')}
      {field('lastName', 'Last name')}
      {field('occupation', 'Headline')}
    </FormDialog>
  );
}
