import type { Campaign, CampaignStatus } from '@/lib/extension/contract';
import { CAMPAIGN_STATUS_COLOURS, CAMPAIGN_STATUS_LABELS } from '@/lib/constants';
import { formatNumber } from '@/lib/format/numbers';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export const COUNTS_TOOLTIP =
  'Done today / Done total / Total results. The total done may not match the total results when profiles are skipped or failed; the queue table shows what happened to each profile.';

/** The coloured tag (MUI's small Chip's shape), styled by the table (CAMPAIGN_STATUS_STYLES). */
export function StatusTag({ status }: { status: CampaignStatus }) {
  return <span className={`campaign-tag campaign-tag-${status}`}>{CAMPAIGN_STATUS_LABELS[status]}</span>;
}

const tagColours = Object.fromEntries(
  Object.entries(CAMPAIGN_STATUS_COLOURS).map(([status, { bg, fg }]) => [
    `& .campaign-tag-${status}`,
    { bgcolor: bg, color: fg },
  ]),
);

/** The Status cell's look, set once on the campaigns table with the rows' (campaignRowStyles). */
export const CAMPAIGN_STATUS_STYLES = {
  '& .campaign-tag': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: 1,
    borderRadius: 4,
    fontSize: '0.8125rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
  ...tagColours,
  '& .campaign-status': { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
  '& .campaign-counts': { display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' },
  '& .campaign-counts svg': { width: '1em', height: '1em', color: 'action.active' },
} as const;

/** The Status cell: the coloured tag, then 'Done today / Done total / Total results' (not for Added). */
export function CampaignStatusCell({ campaign }: { campaign: Campaign }) {
  const { doneToday, doneTotal, resultCount } = campaign.data;
  return (
    <span className="campaign-status">
      <StatusTag status={campaign.status} />
      {campaign.status !== 'Added' && (
        <Tooltip title={COUNTS_TOOLTIP} describeChild>
          <span
            className="campaign-counts"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so a keyboard user can read the counts' tooltip
            tabIndex={0}
            aria-label={`Done today ${formatNumber(doneToday)}, done total ${formatNumber(doneTotal)}, total results ${formatNumber(resultCount)}`}
          >
            {formatNumber(doneToday)} / {formatNumber(doneTotal)} / {formatNumber(resultCount)}
            <InfoOutlinedIcon fontSize="inherit" />
          </span>
        </Tooltip>
      )}
    </span>
  );
}
