import { memo, useState } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Link as RouterLink } from '@tanstack/react-router';
import type { Campaign } from '@/lib/extension/contract';
import {
  CAMPAIGN_RUN_FORMAT_DAY_FIRST,
  CAMPAIGN_RUN_FORMAT_MONTH_FIRST,
  MODULE_NAMES,
} from '@/lib/constants';
import { formatWith } from '@/lib/format/dates';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';
import { CAMPAIGN_STATUS_STYLES, CampaignStatusCell } from './CampaignStatus';
import type { RowCommand } from '../../listView';

// MUI's Menu, Popover and Modal download when a row's actions menu first opens.
// Mounts on its first opening, not with every row (a closed Menu is still a Popover and a Modal).
const CampaignRowMenu = mountOnFirstOpen(() => import('./CampaignRowMenu').then((m) => m.CampaignRowMenu));

interface CampaignRowProps {
  campaign: Campaign;
  /** Stable across renders, so an unchanged campaign does not re-render its row. */
  onCommand: (command: RowCommand, campaign: Campaign) => void;
  /** The compact view (narrow screens) shows 'MMM DD, hh:mm A', the wide table 'DD MMM, hh:mm A'. */
  compact?: boolean;
  /** An action on it is in flight: the row shows its expected state until the extension answers. */
  busy?: boolean;
}

export const formatLastRun = (value: number | null | undefined, compact: boolean) =>
  formatWith(value, compact ? CAMPAIGN_RUN_FORMAT_MONTH_FIRST : CAMPAIGN_RUN_FORMAT_DAY_FIRST);

/** A campaign row's look, set once on its table (CampaignsTable). */
export const campaignRowStyles = {
  '& tr.campaign-row:hover': { bgcolor: 'action.hover' },
  '& tr.campaign-row > td': {
    p: 2,
    borderBottom: 1,
    borderColor: 'divider',
    typography: 'body2',
    color: 'text.primary',
  },
  '& tr.campaign-row > td.campaign-switch': { width: 48, p: '0 0 0 4px' },
  '& tr.campaign-row > td.campaign-nowrap': { whiteSpace: 'nowrap' },
  '& tr.campaign-row > td.campaign-actions': {
    textAlign: 'right',
    whiteSpace: 'nowrap',
    '& > * + *': { ml: 0.5 },
  },
  '& .campaign-name': { m: 0, fontWeight: 600 },
  '& .campaign-info': { m: 0, typography: 'caption', color: 'text.secondary' },
  ...CAMPAIGN_STATUS_STYLES,
} as const;

/** One campaign in the manager list: switch, name (+ info message), type, status, last run, actions. */
export const CampaignRow = memo(function CampaignRow({
  campaign,
  onCommand,
  compact = false,
  busy = false,
}: CampaignRowProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isGroups = campaign.module === 'joinGroups';
  const menuCommand = (command: RowCommand) => {
    setMenuAnchor(null);
    onCommand(command, campaign);
  };

  // Plain elements styled once by the table (campaignRowStyles) and plainControls.css: with
  // MUI's TableCells, Switch, Link, Chip, Button and IconButton a row was some 100 components.
  return (
    <tr className="campaign-row" aria-busy={busy || undefined}>
      <td className="campaign-switch">
        <input
          type="checkbox"
          role="switch"
          className="plain-switch"
          checked={campaign.status === 'Running'}
          disabled={campaign.status === 'Completed'}
          onChange={() => onCommand('toggle', campaign)}
          aria-label={`${campaign.name} on/off`}
        />
      </td>
      <td>
        {isGroups ? (
          <p className="campaign-name">{campaign.name}</p>
        ) : (
          <RouterLink
            to="/campaign-manager/$id"
            params={{ id: campaign.id }}
            className="plain-link campaign-name"
          >
            {campaign.name}
          </RouterLink>
        )}
        {campaign.message?.text && <p className="campaign-info">{campaign.message.text}</p>}
      </td>
      <td>{MODULE_NAMES[campaign.module]}</td>
      <td>
        <CampaignStatusCell campaign={campaign} />
      </td>
      <td className="campaign-nowrap">{formatLastRun(campaign.lastRunDate, compact)}</td>
      <td className="campaign-actions">
        {!isGroups && (
          <RouterLink
            to="/campaign-manager/$id"
            params={{ id: campaign.id }}
            className="plain-button outlined primary small"
            aria-label={`View ${campaign.name}`}
          >
            View
          </RouterLink>
        )}
        <button
          type="button"
          className="plain-icon-button"
          aria-label={`Actions for ${campaign.name}`}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          onPointerEnter={CampaignRowMenu.preload}
          onFocus={CampaignRowMenu.preload}
        >
          <MoreVertIcon fontSize="small" />
        </button>
        <CampaignRowMenu
          open={!!menuAnchor}
          anchor={menuAnchor}
          onClose={() => setMenuAnchor(null)}
          completed={campaign.status === 'Completed'}
          onCommand={menuCommand}
        />
      </td>
    </tr>
  );
});
