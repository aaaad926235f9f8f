import { Autocomplete, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useOtherCampaignOptions, useSavedLists, type IdOption } from '../../hooks/useEditorLists';

function IdMultiSelect<T extends number | string>({
  name,
  label,
  options,
  helperText,
}: {
  name: 'tasklist' | 'excludeKeywords';
  label: string;
  options: IdOption<T>[];
  helperText: string;
}) {
  return (
    <Controller
      name={name}
      render={({ field }) => {
        const value = (Array.isArray(field.value) ? field.value : []) as T[];
        return (
          <Autocomplete
            multiple
            options={options}
            value={options.filter((o) => value.includes(o.id))}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, next) => field.onChange(next.map((o) => o.id))}
            onBlur={field.onBlur}
            renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
          />
        );
      }}
    />
  );
}

/** People to leave out: members of other campaigns, profiles matching keyword lists. */
export function ExclusionsSection({ campaignId }: { campaignId: number | null }) {
  const campaignOptions = useOtherCampaignOptions(campaignId);
  const lists = useSavedLists();
  const keywordOptions = (lists.keywords ?? []).map((k) => ({ id: k.id, label: k.name }));
  return (
    <Stack spacing={2}>
      <IdMultiSelect
        name="tasklist"
        label="Skip people who are in these campaigns"
        options={campaignOptions}
        helperText="People already in the chosen campaigns are left out."
      />
      <IdMultiSelect
        name="excludeKeywords"
        label="Skip profiles matching keyword lists"
        options={keywordOptions}
        helperText="Keyword lists are managed in Lists."
      />
    </Stack>
  );
}
