import Stack from '@mui/material/Stack';
import { useOtherCampaignOptions, useSavedLists } from '../../hooks/useEditorLists';
import { IdMultiSelect } from '../formHelpers';

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
