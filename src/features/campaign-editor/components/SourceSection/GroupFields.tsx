import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { campaignEditorQueries } from '../../api';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { groupIdFromUrn, pendingOnlyAllowed } from '../../sources';
import { SelectField, SwitchField } from '../formHelpers';

/** Members of a group: the user's groups (loaded when this source is chosen) and the pending-only option. */
export function GroupFields({ locked }: { locked: boolean }) {
  const { control, setValue } = useFormContext<CampaignFormValues>();
  const groupId = useWatch({ control, name: 'source.groupId' });
  const groups = useQuery(campaignEditorQueries.groups());
  const selectedGroup = (groups.data ?? []).find((g) => groupIdFromUrn(g.groupUrn) === groupId);
  const pendingOffered = pendingOnlyAllowed(selectedGroup?.viewerGroupMembership.status);

  return (
    <>
      <SelectField
        name="source.groupId"
        label="Group"
        disabled={locked}
        options={(groups.data ?? []).map((g) => ({
          value: groupIdFromUrn(g.groupUrn),
          text: `${g.name.text} (${g.memberCount.toLocaleString('en-US')} members)`,
        }))}
        onPicked={(id) => {
          const g = (groups.data ?? []).find((x) => groupIdFromUrn(x.groupUrn) === id);
          // The pending-only option is reset when the viewer is a plain member.
          if (!pendingOnlyAllowed(g?.viewerGroupMembership.status)) setValue('source.pendingOnly', false);
        }}
        helperText={
          groups.isPending
            ? 'Loading your groups…'
            : groups.isError
              ? 'Your groups could not be loaded.'
              : 'Members of this group are added.'
        }
      />
      {pendingOffered && (
        <SwitchField name="source.pendingOnly" label="Only members with pending requests" disabled={locked} />
      )}
    </>
  );
}
