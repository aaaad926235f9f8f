import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from '@tanstack/react-router';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LAST_ACTIVE_LIMIT_DEFAULT } from '../constants';
import { useReadOnlyForm } from './readOnlyForm';
import { FEATURE_NOT_LICENSED } from '@/lib/session/featureGate';
import { usePlanUpgrade } from '@/lib/ui/PlanUpgradeDialog';
import { useSavedLists } from '../hooks/useEditorLists';
import { messageChoiceFromListItem, newFollowUp } from '../defaults';
import { MESSAGES } from '../copy';
import { type CampaignFormValues } from '../schemas/campaignForm';
import { NumberInput, SwitchField, TextInput, useFieldError } from './formHelpers';
import { TemplateField } from './TemplateField';

interface Props {
  salesNavigator: boolean;
  dripAllowed: boolean;
  /** Follow-ups saved before activation cannot be removed afterwards. */
  lockedFollowUps: number;
}

/** The follow-up messages of the chosen message (gated by dripCampaign). */
function FollowUps({ salesNavigator, dripAllowed, lockedFollowUps }: Props) {
  const { control } = useFormContext<CampaignFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'msg.message.followUps' });
  // The drip check's words show as an alert (spec 000).
  const followUpsError = useFieldError('msg.message.followUps');
  const { requireFeature, dialog } = usePlanUpgrade();
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        Follow-up messages
      </Typography>
      {!dripAllowed && <Alert severity="info">{FEATURE_NOT_LICENSED}</Alert>}
      {fields.map((f, i) => {
        const locked = i < lockedFollowUps;
        return (
          <Paper key={f.id} variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Follow-up ${i + 1}`}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2">Follow-up {i + 1}</Typography>
              <Tooltip title={locked ? 'Follow-ups cannot be deleted after the campaign was activated' : ''}>
                <span>
                  <IconButton
                    aria-label={`Remove follow-up ${i + 1}`}
                    disabled={locked}
                    onClick={() => remove(i)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <NumberInput
                  name={`msg.message.followUps.${i}.afterDays`}
                  label="Send after (days)"
                  sx={{ width: 180 }}
                  slotProps={{ htmlInput: { min: 1 } }}
                />
                <SwitchField
                  name={`msg.message.followUps.${i}.onlyIfViewed`}
                  label="Only if the previous message was seen"
                />
              </Stack>
              <TemplateField
                name={`msg.message.followUps.${i}.message`}
                label={`Follow-up ${i + 1} message`}
                salesNavigator={salesNavigator}
              />
            </Stack>
          </Paper>
        );
      })}
      {followUpsError && <Alert severity="error">{followUpsError}</Alert>}
      {dialog}
      <Box>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => {
            // Without dripCampaign: 'Plan upgrade required' with the spec's follow-up text.
            if (!dripAllowed) {
              requireFeature('dripCampaign', MESSAGES.followUpsNotInPlan);
              return;
            }
            append(newFollowUp());
          }}
        >
          Add follow-up
        </Button>
      </Box>
    </Stack>
  );
}

/** Send Messages: the choice from saved messages, the text, follow-ups and the message options. */
export function MessageSection(props: Props) {
  const { control, setValue, getValues, formState } = useFormContext<CampaignFormValues>();
  const isSubmitted = formState.isSubmitted;
  const saved = useSavedLists().messages ?? [];
  const chosen = useWatch({ control, name: 'msg.message' });
  const choiceError = useFieldError('msg.message');
  const reachability = useWatch({ control, name: 'msg.reachabilityFilter' });
  const readOnly = useReadOnlyForm();

  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="msg.message"
        render={({ field }) => (
          <FormControl fullWidth error={!!choiceError} disabled={readOnly}>
            <InputLabel id="message-choice-label">Saved message</InputLabel>
            <Select
              labelId="message-choice-label"
              label="Saved message"
              value={
                field.value && saved.some((s) => s.id === field.value?.id)
                  ? String(field.value.id)
                  : field.value
                    ? '__custom'
                    : ''
              }
              onChange={(e) => {
                const item = saved.find((s) => String(s.id) === e.target.value);
                if (!item) return;
                const next = messageChoiceFromListItem(item);
                if (!getValues('msg.message')) {
                  field.onChange(next);
                  return;
                }
                // Another message: its texts replace the current ones; follow-ups and chat options stay.
                const opts = { shouldDirty: true, shouldValidate: isSubmitted };
                setValue('msg.message.id', next.id, opts);
                setValue('msg.message.name', next.name, opts);
                setValue('msg.message.subject', next.subject, opts);
                setValue('msg.message.message', next.message, opts);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {saved.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
              {field.value && !saved.some((s) => s.id === field.value?.id) && (
                <MenuItem value="__custom" disabled>
                  {field.value.name || 'Message of this campaign'}
                </MenuItem>
              )}
            </Select>
            <FormHelperText>
              {choiceError ??
                (saved.length ? (
                  'The text below can be changed for this campaign.'
                ) : (
                  <>
                    No saved messages yet. Add one in{' '}
                    <Link component={RouterLink} to="/lists">
                      Lists
                    </Link>
                    .
                  </>
                ))}
            </FormHelperText>
          </FormControl>
        )}
      />
      {chosen && (
        <>
          <TextInput
            name="msg.message.subject"
            label={props.salesNavigator ? 'Subject (required for sales navigator)' : 'Subject'}
            fullWidth
          />
          <TemplateField
            name="msg.message.message"
            label="Message"
            salesNavigator={props.salesNavigator}
            minRows={4}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SwitchField
              name="msg.message.splitMessage"
              label="Split the message into separate chat messages at blank lines"
            />
            <NumberInput
              name="msg.message.chatDelay"
              label="Pause between parts (seconds)"
              sx={{ width: 220 }}
              slotProps={{ htmlInput: { min: 0 } }}
            />
          </Stack>
          <Divider />
          <FollowUps {...props} />
        </>
      )}
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Message options
      </Typography>
      <Stack>
        <SwitchField name="msg.excludeIfAlreadyTalked" label="Skip people I have already talked to" />
        <SwitchField
          name="msg.ignoreFirstMessage"
          label="Ignore the first message of a conversation (for example a connection note)"
        />
        <SwitchField name="msg.forceCreateNewConversations" label="Always start a new conversation" />
      </Stack>
      <Controller
        control={control}
        name="msg.excludeIfLastMessageType"
        render={({ field }) => (
          <FormControl sx={{ maxWidth: 420 }} disabled={readOnly}>
            <InputLabel id="last-message-label" shrink>
              Skip if the last message is
            </InputLabel>
            <Select
              labelId="last-message-label"
              label="Skip if the last message is"
              notched
              displayEmpty
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            >
              <MenuItem value="">Do not skip</MenuItem>
              <MenuItem value="incoming">From them</MenuItem>
              <MenuItem value="outgoing">From me</MenuItem>
            </Select>
          </FormControl>
        )}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SwitchField
          name="msg.reachabilityFilter"
          label="Only people active recently"
          onToggle={(on) =>
            on &&
            !getValues('msg.lastActiveLimit') &&
            setValue('msg.lastActiveLimit', LAST_ACTIVE_LIMIT_DEFAULT)
          }
        />
        {reachability && (
          <NumberInput
            name="msg.lastActiveLimit"
            label="Active within the last (days)"
            sx={{ width: 240 }}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        )}
      </Stack>
    </Stack>
  );
}
