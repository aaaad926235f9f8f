import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { INPUT_STATES } from '../../constants';
import { useOtherCampaignOptions } from '../../hooks/useEditorLists';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { IdMultiSelect, NumberInput, SwitchField } from '../formHelpers';

interface CampaignFieldsProps {
  campaignId: number | null;
  locked: boolean;
}

/** New connections: from now on, after a wait, optionally only those that came from connect campaigns. */
export function NewConnectionsFields({ campaignId, locked }: CampaignFieldsProps) {
  const { control, getValues } = useFormContext<CampaignFormValues>();
  const filterByCampaigns = useWatch({ control, name: 'source.filterByCampaigns' });
  const connectOptions = useOtherCampaignOptions(campaignId, 'li-auto-conn');
  return (
    <>
      <Typography variant="body2" color="textSecondary">
        People who connect with you from {new Date(getValues('source.createdAfter')).toLocaleString('en-US')}{' '}
        on are added.
      </Typography>
      <NumberInput
        name="source.initialDelay"
        label="Wait before contacting (hours)"
        disabled={locked}
        sx={{ maxWidth: 280 }}
        slotProps={{ htmlInput: { min: 0 } }}
      />
      <SwitchField
        name="source.filterByCampaigns"
        label="Only connections that came from campaigns"
        disabled={locked}
      />
      {filterByCampaigns && (
        <IdMultiSelect
          name="source.filterCampaigns"
          label="Campaigns to filter"
          options={connectOptions}
          disabled={locked}
        />
      )}
    </>
  );
}

/** People from other campaigns, optionally only those in some queue states. */
export function OtherCampaignsFields({ campaignId, locked }: CampaignFieldsProps) {
  const { control } = useFormContext<CampaignFormValues>();
  const campaignOptions = useOtherCampaignOptions(campaignId);
  return (
    <>
      <IdMultiSelect
        name="source.inputCampaigns"
        label="Source campaigns"
        options={campaignOptions}
        disabled={locked}
      />
      <Controller
        control={control}
        name="source.inputStates"
        render={({ field }) => (
          <Box>
            <Typography variant="body2" gutterBottom id="input-states-label">
              Take people whose status is (none chosen: any)
            </Typography>
            <Stack direction="row" spacing={1} role="group" aria-labelledby="input-states-label">
              {INPUT_STATES.map((s) => {
                const on = field.value.includes(s.value);
                return (
                  <Chip
                    key={s.value}
                    label={s.label}
                    disabled={locked}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() =>
                      field.onChange(
                        on ? field.value.filter((v) => v !== s.value) : [...field.value, s.value].sort(),
                      )
                    }
                  />
                );
              })}
            </Stack>
          </Box>
        )}
      />
    </>
  );
}
