import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RegisteredTextField } from '@/lib/ui/RegisteredTextField';
import { useNotify } from '@/lib/ui/notify';
import { SwitchField } from '@/lib/ui/SwitchField';
import { GeneralFormSchema, useSaveGeneralSettings, type GeneralForm, type GeneralFormInput } from '../api';
import { SaveFailedAlert } from '@/lib/ui/SaveFailedAlert';

/**
 * Spec 001 "Settings", General: per-day limit, notification options and cache days, checked by
 * GeneralFormSchema. The fields keep what was typed (a bad value, a failed save); the stored
 * settings are only the starting values. With `optionsNote` the extension cannot keep the
 * notification and cache options: they are not shown, the note says so, and only the per-day
 * limit is saved.
 */
export function GeneralSettingsForm({
  initial,
  optionsNote,
}: {
  initial: GeneralFormInput;
  optionsNote: string | null;
}) {
  const notify = useNotify();
  const save = useSaveGeneralSettings();
  const { control, register, handleSubmit, setValue, formState } = useForm<
    GeneralFormInput,
    unknown,
    GeneralForm
  >({ resolver: zodResolver(GeneralFormSchema), defaultValues: initial });
  const numberField = (name: 'perDayLimit' | 'cacheExpiry', label: string, hint: string) => (
    <RegisteredTextField
      label={label}
      registration={register(name)}
      fieldError={formState.errors[name]}
      helperText={hint}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth: 320 }}
    />
  );

  const onSave = handleSubmit((form) => {
    // An empty per-day value becomes 1 (spec section 5); show what is saved.
    setValue('perDayLimit', String(form.perDayLimit));
    save.mutate({ form, withOptions: !optionsNote }, { onSuccess: () => notify('Settings updated') });
  });

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => void onSave(e)}
      noValidate
      aria-label="General settings"
    >
      {numberField('perDayLimit', 'Per-day limit', 'Actions a day across your campaigns (at least 1)')}
      {optionsNote ? (
        <Alert severity="info">{optionsNote}</Alert>
      ) : (
        <>
          <FormGroup>
            <SwitchField control={control} name="show_notifications" label="Show notifications" />
            <SwitchField
              control={control}
              name="newMessageNotificationEnabled"
              label="Notify me of new messages"
            />
          </FormGroup>
          {numberField(
            'cacheExpiry',
            'Cache days',
            'Days a pulled profile is kept before it is pulled again',
          )}
        </>
      )}
      <SaveFailedAlert error={save.error} what="Settings were not saved" />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save Settings
        </Button>
      </Box>
    </Stack>
  );
}
