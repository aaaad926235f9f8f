import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ENGAGE_PERIOD_RANGE, PERSONAL_NOTE_MAX } from '../constants';
import { engageAction } from '../defaults';
import { type CampaignFormValues } from '../schemas/campaignForm';
import { FieldError, NumberInput, SwitchField, useFieldError } from './formHelpers';
import { TemplateField } from './TemplateField';

/** Grow your Network: the personal note (max 300 characters, with a counter). */
export function ConnectSection({ salesNavigator }: { salesNavigator: boolean }) {
  return (
    <TemplateField
      name="connect.proposal"
      label="Personal note"
      salesNavigator={salesNavigator}
      maxLength={PERSONAL_NOTE_MAX}
      helper="Optional. Sent with the connection request."
    />
  );
}

/** View options (also part of engage): skip viewed profiles, endorse skills. */
function ViewOptions({ prefix }: { prefix: 'view' | 'engage' }) {
  const { control } = useFormContext<CampaignFormValues>();
  const autoEndorse = useWatch({ control, name: `${prefix}.autoEndorse` });
  return (
    <Stack spacing={1}>
      <SwitchField name={`${prefix}.excludeViewed`} label="Skip profiles I have already viewed" />
      <SwitchField name={`${prefix}.autoEndorse`} label="Endorse skills" />
      {autoEndorse && (
        <NumberInput
          name={`${prefix}.endorseCount`}
          label="Skills to endorse"
          helperText="0 endorses all visible skills"
          sx={{ width: 240 }}
          slotProps={{ htmlInput: { min: 0 } }}
        />
      )}
    </Stack>
  );
}

export function ViewSection() {
  return <ViewOptions prefix="view" />;
}

/** Auto like, share, and comment: one action, the comments, the period and the view options. */
export function EngageSection({ salesNavigator }: { salesNavigator: boolean }) {
  const { control, setValue, formState } = useFormContext<CampaignFormValues>();
  const [like, share, comment] = useWatch({
    control,
    name: ['engage.like', 'engage.share', 'engage.comment'],
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'engage.comments' });
  const actionError = useFieldError('engage.like');
  const action = like ? 'like' : share ? 'share' : comment ? 'comment' : '';
  return (
    <Stack spacing={2}>
      <FormControl error={!!actionError}>
        <FormLabel id="engage-action-label">Action</FormLabel>
        <RadioGroup
          row
          aria-labelledby="engage-action-label"
          value={action}
          onChange={(_, value) => {
            // Exactly one action: choosing one turns the previous one off.
            const next = engageAction(value as 'like' | 'share' | 'comment');
            const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
            setValue('engage.like', next.like, opts);
            setValue('engage.share', next.share, opts);
            setValue('engage.comment', next.comment, opts);
            if (next.comment && fields.length === 0) append({ text: '' });
          }}
        >
          <FormControlLabel value="like" control={<Radio />} label="Like" />
          <FormControlLabel value="share" control={<Radio />} label="Share" />
          <FormControlLabel value="comment" control={<Radio />} label="Comment" />
        </RadioGroup>
        {actionError && <FormHelperText>{actionError}</FormHelperText>}
      </FormControl>
      {comment && (
        <Stack spacing={2} role="group" aria-label="Comments">
          {fields.map((f, i) => (
            <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1 }}>
                <TemplateField
                  name={`engage.comments.${i}.text`}
                  label={`Comment ${i + 1}`}
                  salesNavigator={salesNavigator}
                  minRows={2}
                />
              </Box>
              <IconButton aria-label={`Remove comment ${i + 1}`} onClick={() => remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <FieldError name="engage.comments" />
          <Box>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => append({ text: '' })}>
              Add comment
            </Button>
          </Box>
        </Stack>
      )}
      <NumberInput
        name="engage.period"
        label="Posts from the last (days)"
        helperText={`${ENGAGE_PERIOD_RANGE.min} to ${ENGAGE_PERIOD_RANGE.max} days`}
        sx={{ width: 240 }}
        slotProps={{ htmlInput: { min: ENGAGE_PERIOD_RANGE.min, max: ENGAGE_PERIOD_RANGE.max } }}
      />
      <ViewOptions prefix="engage" />
    </Stack>
  );
}
