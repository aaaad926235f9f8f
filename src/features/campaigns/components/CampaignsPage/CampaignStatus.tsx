import { Box, Chip, Tooltip, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { Campaign, CampaignStatus } from '@/lib/extension/contract';
import { CAMPAIGN_STATUS_COLOURS, CAMPAIGN_STATUS_LABELS } from '@/lib/constants';
import { formatNumber } from '@/lib/format/numbers';

export const COUNTS_TOOLTIP =
  'Done today / Done total / Total results. The total done may not match the total results when profiles are skipped or failed; the queue table shows what happened to each profile.';

export function StatusTag({ status }: { status: CampaignStatus }) {
  const colours = CAMPAIGN_STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      label={CAMPAIGN_STATUS_LABELS[status]}
      sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 600 }}
    />
  );
}

/** The Status cell: the coloured tag, then 'Done today / Done total / Total results' (not for Added). */
export function CampaignStatusCell({ campaign }: { campaign: Campaign }) {
  const { doneToday, doneTotal, resultCount } = campaign.data;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <StatusTag status={campaign.status} />
      {campaign.status !== 'Added' && (
        <Tooltip title={COUNTS_TOOLTIP} describeChild>
          <Typography
            variant="body2"
            component="span"
            tabIndex={0}
            aria-label={`Done today ${formatNumber(doneToday)}, done total ${formatNumber(doneTotal)}, total results ${formatNumber(resultCount)}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
          >
            {formatNumber(doneToday)} / {formatNumber(doneTotal)} / {formatNumber(resultCount)}
            <InfoOutlinedIcon fontSize="inherit" color="action" aria-hidden />
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
}
