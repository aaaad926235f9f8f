import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { campaignEditorQueries } from '../../api';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { groupIdFromUrn, pendingOnlyAllowed } from '../../sources';
import { SwitchField, useFieldError } from '../formHelpers';

/** Members of a group: the user's groups (loaded when this source is chosen) and the pending-only option. */
export function GroupFields({ locked }: { locked: boolean }) {
  const { control, setValue } = useFormContext<CampaignFormValues>();
  const groupId = useWatch({ control, name: 'source.groupId' });
  const groups = useQuery(campaignEditorQueries.groups());
  const error = useFieldError('source.groupId');
  const selectedGroup = (groups.data ?? []).find((g) => groupIdFromUrn(g.groupUrn) === groupId);
  const pendingOffered = pendingOnlyAllowed(selectedGroup?.viewerGroupMembership.status);

  return (
    <>
      <Controller
        control={control}
        name="source.groupId"
        render={({ field }) => (
          <FormControl fullWidth error={!!error} disabled={locked}>
            <InputLabel id="source-group-label">Group</InputLabel>
            <Select
              labelId="source-group-label"
              label="Group"
              value={groups.data ? field.value : ''}
              onChange={(e) => {
                const id = String(e.target.value);
                field.onChange(id);
                const g = (groups.data ?? []).find((x) => groupIdFromUrn(x.groupUrn) === id);
                // The pending-only option is reset when the viewer is a plain member.
                if (!pendingOnlyAllowed(g?.viewerGroupMembership.status))
                  setValue('source.pendingOnly', false);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {(groups.data ?? []).map((g) => (
                <MenuItem key={g.groupUrn} value={groupIdFromUrn(g.groupUrn)}>
                  {g.name.text} ({g.memberCount.toLocaleString('en-US')} members)
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>
              {error ??
                (groups.isPending
                  ? 'Loading your groups…'
                  : groups.isError
                    ? 'Your groups could not be loaded.'
                    : 'Members of this group are added.')}
            </FormHelperText>
          </FormControl>
        )}
      />
      {pendingOffered && (
        <SwitchField name="source.pendingOnly" label="Only members with pending requests" disabled={locked} />
      )}
    </>
  );
}
