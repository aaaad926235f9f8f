import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { cleanProfileUrls, isSalesNavigatorUrl } from '../../urls';
import { useBoundField } from '../formHelpers';

interface UrlFieldProps {
  locked: boolean;
  salesNavigatorAllowed: boolean;
  /** A sales navigator URL was refused because the plan lacks the feature. */
  onSalesNavigatorRefused: () => void;
}

/** LinkedIn people search: one results-page URL (sales navigator only when the plan has it). */
export function SearchUrlField({ locked, salesNavigatorAllowed, onSalesNavigatorRefused }: UrlFieldProps) {
  const { control } = useFormContext<CampaignFormValues>();
  return (
    <Controller
      control={control}
      name="source.searchUrl"
      render={({ field, fieldState }) => (
        <TextField
          label="LinkedIn people search URL"
          placeholder="https://www.linkedin.com/search/results/people/?keywords=..."
          value={field.value}
          disabled={locked}
          onChange={(e) => {
            const url = e.target.value;
            if (isSalesNavigatorUrl(url) && !salesNavigatorAllowed) {
              field.onChange('');
              onSalesNavigatorRefused();
              return;
            }
            field.onChange(url);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          fullWidth
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message ??
            'Run a search on LinkedIn (or Sales Navigator) and paste the address of the results page.'
          }
        />
      )}
    />
  );
}

/** A list of profile URLs, one per line, cleaned when the box is left. */
export function ProfileUrlsField({ locked, salesNavigatorAllowed, onSalesNavigatorRefused }: UrlFieldProps) {
  const { getValues } = useFormContext<CampaignFormValues>();
  const { field, error } = useBoundField('source.profileUrls');
  const [cleanNote, setCleanNote] = useState<string | null>(null);
  return (
    <TextField
      label="LinkedIn profile URLs"
      placeholder={'https://www.linkedin.com/in/jane-doe/\nhttps://www.linkedin.com/in/john-smith/'}
      value={field.value}
      disabled={locked}
      multiline
      minRows={4}
      fullWidth
      name={field.name}
      inputRef={field.ref}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => {
        const result = cleanProfileUrls(getValues('source.profileUrls'), salesNavigatorAllowed);
        if (result.text !== field.value) field.onChange(result.text);
        if (result.salesNavigatorDropped) onSalesNavigatorRefused();
        const removed = result.dropped + result.salesNavigatorDropped;
        setCleanNote(
          removed
            ? `Removed ${removed} duplicate or invalid ${removed === 1 ? 'line' : 'lines'}; ${result.kept} kept.`
            : null,
        );
        field.onBlur();
      }}
      error={!!error}
      helperText={
        error ??
        cleanNote ??
        'One profile URL per line; duplicates and lines that are not profile URLs are removed.'
      }
    />
  );
}
