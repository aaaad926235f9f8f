import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Controller, useFormContext } from 'react-hook-form';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { SwitchField, TextInput } from '../formHelpers';
import { useReadOnlyForm } from '../readOnlyForm';

/** Fetch method, pause after fetching and the webhook, folded away. */
export function AdvancedOptions() {
  const { control } = useFormContext<CampaignFormValues>();
  const readOnly = useReadOnlyForm();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>Advanced options</AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="fetchMethod"
            render={({ field }) => (
              <FormControl sx={{ maxWidth: 420 }} disabled={readOnly}>
                <InputLabel id="fetch-method-label">Fetch method</InputLabel>
                <Select
                  labelId="fetch-method-label"
                  label="Fetch method"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                >
                  <MenuItem value="partial">Partial: fetch people while the campaign runs</MenuItem>
                  <MenuItem value="full">Full: fetch every person first</MenuItem>
                </Select>
              </FormControl>
            )}
          />
          <SwitchField name="pauseAfterFetch" label="Pause the campaign after fetching people" />
          <SwitchField name="postProfiles" label="Post each processed profile to a webhook" />
          <TextInput
            name="webhookUrl"
            label="Webhook URL"
            placeholder="https://example.com/hooks/reachly"
            fullWidth
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
