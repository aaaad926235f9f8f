import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from '@tanstack/react-router';
import type { Campaign } from '@/lib/extension/contract';
import {
  CAMPAIGN_STATUS_COLOURS,
  CAMPAIGN_STATUS_LABELS,
  MODULE_NAMES,
  QUEUE_STATUS_NAMES,
} from '@/lib/constants';
import { formatDateTime } from '@/lib/format/dates';
import { formatNumber } from '@/lib/format/numbers';

/** The campaign's name, status, module, dates and counts (per queue status when the extension sends them). */
export function CampaignSummary({
  campaign,
  counts,
}: {
  campaign: Campaign;
  counts: Record<string, number> | undefined;
}) {
  const navigate = useNavigate();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton aria-label="Back to campaigns" onClick={() => void navigate({ to: '/campaigns' })}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {campaign.name}
        </Typography>
        <Chip
          size="small"
          label={CAMPAIGN_STATUS_LABELS[campaign.status]}
          sx={{
            bgcolor: CAMPAIGN_STATUS_COLOURS[campaign.status].bg,
            color: CAMPAIGN_STATUS_COLOURS[campaign.status].fg,
            fontWeight: 600,
          }}
        />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ ml: 6, mb: 2 }}>
        {MODULE_NAMES[campaign.module]} · Created {formatDateTime(campaign.created)} · Last updated{' '}
        {formatDateTime(campaign.updated)}
      </Typography>

      <Box component="dl" aria-label="Counts" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mb: 2 }}>
        <Count label="Done today" value={campaign.data.doneToday} />
        <Count label="Done total" value={campaign.data.doneTotal} />
        <Count label="Total results" value={campaign.data.resultCount} />
        {counts &&
          QUEUE_STATUS_NAMES.map((name, code) => (
            <Count key={name} label={name} value={counts[String(code)] ?? 0} />
          ))}
      </Box>
    </>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box
      sx={{
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}
