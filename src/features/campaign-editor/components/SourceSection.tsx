import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Chip,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { SourceType } from '@/lib/extension/contract';
import { campaignEditorQueries } from '../api';
import { cleanProfileUrls, isSalesNavigatorUrl } from '../urls';
import { groupIdFromUrn, pendingOnlyAllowed } from '../sources';
import { INPUT_STATES, SOURCES_BY_MODULE, type EditorModule } from '../constants';
import { MESSAGES, SOURCE_LABELS } from '../copy';
import { type CampaignFormValues } from '../schemas/campaignForm';
import { NumberInput, SwitchField, TextInput, useFieldError, type FormPath } from './formHelpers';

interface Props {
  module: EditorModule;
  campaignId: number | null;
  locked: boolean;
  salesNavigatorAllowed: boolean;
}

interface Option {
  id: number;
  label: string;
}

/** A multi-select of campaigns (ids in the form, names shown). */
function CampaignMultiSelect({
  name,
  label,
  options,
  disabled,
  helperText,
}: {
  name: FormPath;
  label: string;
  options: Option[];
  disabled: boolean;
  helperText?: string;
}) {
  const { control } = useFormContext<CampaignFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = Array.isArray(field.value) ? (field.value as number[]) : [];
        return (
          <Autocomplete
            multiple
            disabled={disabled}
            options={options}
            value={options.filter((o) => value.includes(o.id))}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, next) => field.onChange(next.map((o) => o.id))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                error={!!error}
                helperText={error ?? helperText}
                inputRef={field.ref}
              />
            )}
          />
        );
      }}
    />
  );
}

/** The source picker and the fields of the chosen source (spec 001 sections 3 and 5). */
export function SourceSection({ module, campaignId, locked, salesNavigatorAllowed }: Props) {
  const { control, setValue, getValues } = useFormContext<CampaignFormValues>();
  const type = useWatch({ control, name: 'source.type' });
  const groupId = useWatch({ control, name: 'source.groupId' });
  const filterByCampaigns = useWatch({ control, name: 'source.filterByCampaigns' });
  const [salesAlert, setSalesAlert] = useState(false);
  const [cleanNote, setCleanNote] = useState<string | null>(null);

  const needsGroups = type === 'GROUP_MEMBERS';
  const needsCampaigns = type === 'OTHER_CAMPAIGNS' || type === 'NEW_CONNECTIONS';
  const groups = useQuery({ ...campaignEditorQueries.groups(), enabled: needsGroups });
  const campaigns = useQuery({ ...campaignEditorQueries.miniCampaigns(), enabled: needsCampaigns });

  const typeError = useFieldError('source.type');
  const groupError = useFieldError('source.groupId');
  const profileUrlsError = useFieldError('source.profileUrls');

  const campaignOptions: Option[] = (campaigns.data ?? [])
    .filter((c) => c.id !== campaignId)
    .map((c) => ({ id: c.id, label: c.name }));
  const connectOptions: Option[] = (campaigns.data ?? [])
    .filter((c) => c.id !== campaignId && c.module === 'li-auto-conn')
    .map((c) => ({ id: c.id, label: c.name }));
  const selectedGroup = (groups.data ?? []).find((g) => groupIdFromUrn(g.groupUrn) === groupId);
  const pendingOffered = pendingOnlyAllowed(selectedGroup?.viewerGroupMembership.status);

  return (
    <Stack spacing={2}>
      {locked && <Alert severity="info">{MESSAGES.sourceLocked}</Alert>}
      {salesAlert && (
        <Alert severity="warning" onClose={() => setSalesAlert(false)}>
          {MESSAGES.salesNavigatorNotInPlan}
        </Alert>
      )}
      <Controller
        control={control}
        name="source.type"
        render={({ field }) => (
          <FormControl fullWidth error={!!typeError} disabled={locked}>
            <InputLabel id="source-type-label">Source</InputLabel>
            <Select
              labelId="source-type-label"
              label="Source"
              value={field.value}
              onChange={(e) => {
                field.onChange(e.target.value as SourceType);
                setCleanNote(null);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {SOURCES_BY_MODULE[module].map((t) => (
                <MenuItem key={t} value={t}>
                  {SOURCE_LABELS[t]}
                </MenuItem>
              ))}
            </Select>
            {typeError && <FormHelperText>{typeError}</FormHelperText>}
          </FormControl>
        )}
      />

      {type === 'PEOPLE_SEARCH' && (
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
                  setSalesAlert(true);
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
      )}

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

      {type === 'PROFILE_URLS' && (
        <Controller
          control={control}
          name="source.profileUrls"
          render={({ field }) => (
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
                if (result.salesNavigatorDropped) setSalesAlert(true);
                const removed = result.dropped + result.salesNavigatorDropped;
                setCleanNote(
                  removed
                    ? `Removed ${removed} duplicate or invalid ${removed === 1 ? 'line' : 'lines'}; ${result.kept} kept.`
                    : null,
                );
                field.onBlur();
              }}
              error={!!profileUrlsError}
              helperText={
                profileUrlsError ??
                cleanNote ??
                'One profile URL per line; duplicates and lines that are not profile URLs are removed.'
              }
            />
          )}
        />
      )}

      {type === 'GROUP_MEMBERS' && (
        <>
          <Controller
            control={control}
            name="source.groupId"
            render={({ field }) => (
              <FormControl fullWidth error={!!groupError} disabled={locked}>
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
                  {groupError ??
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
            <SwitchField
              name="source.pendingOnly"
              label="Only members with pending requests"
              disabled={locked}
            />
          )}
        </>
      )}

      {type === 'CONNECTIONS' && (
        <TextInput
          name="source.connectionSearch"
          label="Filter connections (optional)"
          placeholder="Keywords, for example a title or a company"
          disabled={locked}
          fullWidth
          helperText="Leave empty to take all your connections."
        />
      )}

      {type === 'NEW_CONNECTIONS' && (
        <>
          <Typography variant="body2" color="text.secondary">
            People who connect with you from{' '}
            {new Date(getValues('source.createdAfter')).toLocaleString('en-US')} on are added.
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
            <CampaignMultiSelect
              name="source.filterCampaigns"
              label="Campaigns to filter"
              options={connectOptions}
              disabled={locked}
            />
          )}
        </>
      )}

      {type === 'OTHER_CAMPAIGNS' && (
        <>
          <CampaignMultiSelect
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
      )}
    </Stack>
  );
}
