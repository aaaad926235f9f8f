import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { SOURCES_BY_MODULE, type EditorModule } from '../../constants';
import { MESSAGES, SOURCE_LABELS } from '../../copy';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { SelectField, TextInput } from '../formHelpers';
import { ConnectionsFilterField } from './ConnectionsFilterField';
import { NewConnectionsFields, OtherCampaignsFields } from './CampaignSourceFields';
import { GroupFields } from './GroupFields';
import { ProfileUrlsField, SearchUrlField } from './UrlSourceFields';

interface Props {
  module: EditorModule;
  campaignId: number | null;
  locked: boolean;
  salesNavigatorAllowed: boolean;
}

/** The source picker and the fields of the chosen source (spec 001 sections 3 and 5). */
export function SourceSection({ module, campaignId, locked, salesNavigatorAllowed }: Props) {
  const { control } = useFormContext<CampaignFormValues>();
  const type = useWatch({ control, name: 'source.type' });
  const [salesAlert, setSalesAlert] = useState(false);
  const urlProps = { locked, salesNavigatorAllowed, onSalesNavigatorRefused: () => setSalesAlert(true) };

  return (
    <Stack spacing={2}>
      {locked && <Alert severity="info">{MESSAGES.sourceLocked}</Alert>}
      {salesAlert && (
        <Alert severity="warning" onClose={() => setSalesAlert(false)}>
          {MESSAGES.salesNavigatorNotInPlan}
        </Alert>
      )}
      <SelectField
        name="source.type"
        label="Source"
        disabled={locked}
        options={SOURCES_BY_MODULE[module].map((t) => ({ value: t, text: SOURCE_LABELS[t] }))}
      />

      {type === 'PEOPLE_SEARCH' && <SearchUrlField {...urlProps} />}

      {(type === 'POST_COMMENTS' || type === 'POST_REACTIONS') && (
        <TextInput
          name="source.postUrl"
          label="LinkedIn post URL"
          placeholder="https://www.linkedin.com/posts/..."
          disabled={locked}
          fullWidth
          helperText={
            type === 'POST_COMMENTS'
              ? 'People who commented on this post are added.'
              : 'People who reacted to this post are added.'
          }
        />
      )}

      {type === 'PROFILE_URLS' && <ProfileUrlsField {...urlProps} />}

      {type === 'GROUP_MEMBERS' && <GroupFields locked={locked} />}

      {type === 'CONNECTIONS' && <ConnectionsFilterField locked={locked} />}

      {type === 'NEW_CONNECTIONS' && <NewConnectionsFields campaignId={campaignId} locked={locked} />}

      {type === 'OTHER_CAMPAIGNS' && <OtherCampaignsFields campaignId={campaignId} locked={locked} />}
    </Stack>
  );
}
