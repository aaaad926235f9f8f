import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { isUnknownCall } from '@/lib/extension/capabilities';
import { useDebounced } from '@/lib/hooks/useDebounced';
import { CONNECTION_QUERY_MIN, campaignEditorQueries } from '../../api';
import { CONNECTION_MATCHES_UNAVAILABLE, connectionMatchesText } from '../../copy';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { TextInput } from '../formHelpers';

/** Asked once typing has paused this long. */
const TYPING_PAUSE_MS = 500;

/** The CONNECTIONS source's free-text filter, with a preview of the connections it matches. */
export function ConnectionsFilterField({ locked }: { locked: boolean }) {
  return (
    <Box>
      <TextInput
        name="source.connectionSearch"
        label="Filter connections (optional)"
        placeholder="Keywords, for example a title or a company"
        disabled={locked}
        fullWidth
        helperText="Leave empty to take all your connections."
      />
      <ConnectionMatchesPreview />
    </Box>
  );
}

/**
 * One line under the field, its height kept when empty so nothing below moves when it fills.
 * Only a hint: an extension that does not know the call shows nothing, another failure a quiet
 * note, and neither stops the form from saving.
 */
function ConnectionMatchesPreview() {
  const { control } = useFormContext<CampaignFormValues>();
  const typed = useWatch({ control, name: 'source.connectionSearch' }).trim();
  const query = useDebounced(typed, TYPING_PAUSE_MS);
  const { data, error, isFetching } = useQuery(campaignEditorQueries.connectionMatches(query));
  const settled = typed === query && !isFetching;
  let text = '';
  if (settled && query.length >= CONNECTION_QUERY_MIN) {
    if (data) text = connectionMatchesText(query, data);
    else if (error && !isUnknownCall(error)) text = CONNECTION_MATCHES_UNAVAILABLE;
  }
  return (
    <Typography
      role="status"
      aria-label="Matching connections"
      aria-busy={!settled}
      variant="caption"
      color="textSecondary"
      component="p"
      noWrap
      title={text || undefined}
      sx={{ minHeight: '1.66em', mx: 1.75, mt: 0.5 }}
    >
      {text}
    </Typography>
  );
}
