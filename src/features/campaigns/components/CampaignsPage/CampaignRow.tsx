import { memo, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Switch,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { createLink } from '@tanstack/react-router';
import type { Campaign } from '@/lib/extension/contract';
import {
  CAMPAIGN_RUN_FORMAT_DAY_FIRST,
  CAMPAIGN_RUN_FORMAT_MONTH_FIRST,
  MODULE_NAMES,
} from '@/lib/constants';
import { formatWith } from '@/lib/format/dates';
import { CampaignStatusCell } from './CampaignStatus';

const RouterLink = createLink(Link);
const RouterButton = createLink(Button);

export type RowCommand = 'toggle' | 'edit' | 'markAsComplete' | 'duplicate' | 'reset' | 'remove';

interface CampaignRowProps {
  campaign: Campaign;
  /** Stable across renders, so an unchanged campaign does not re-render its row. */
  onCommand: (command: RowCommand, campaign: Campaign) => void;
  /** The compact view (narrow screens) shows 'MMM DD, hh:mm A', the wide table 'DD MMM, hh:mm A'. */
  compact?: boolean;
}

export const formatLastRun = (value: number | null | undefined, compact: boolean) =>
  formatWith(value, compact ? CAMPAIGN_RUN_FORMAT_MONTH_FIRST : CAMPAIGN_RUN_FORMAT_DAY_FIRST);

/** One campaign in the manager list: switch, name (+ info message), type, status, last run, actions. */
export const CampaignRow = memo(function CampaignRow({
  campaign,
  onCommand,
  compact = false,
}: CampaignRowProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isGroups = campaign.module === 'joinGroups';
  const menuCommand = (command: RowCommand) => () => {
    setMenuAnchor(null);
    onCommand(command, campaign);
  };

  return (
    <TableRow hover>
      <TableCell padding="checkbox">
        <Switch
          checked={campaign.status === 'Running'}
          disabled={campaign.status === 'Completed'}
          onChange={() => onCommand('toggle', campaign)}
          slotProps={{ input: { 'aria-label': `${campaign.name} on/off` } }}
        />
      </TableCell>
      <TableCell>
        {isGroups ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {campaign.name}
          </Typography>
        ) : (
          <RouterLink
            to="/campaign-manager/$id"
            params={{ id: campaign.id }}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {campaign.name}
          </RouterLink>
        )}
        {campaign.message?.text && (
          <Typography variant="caption" color="text.secondary" component="p">
            {campaign.message.text}
          </Typography>
        )}
      </TableCell>
      <TableCell>{MODULE_NAMES[campaign.module]}</TableCell>
      <TableCell>
        <CampaignStatusCell campaign={campaign} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLastRun(campaign.lastRunDate, compact)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {!isGroups && (
            <RouterButton
              to="/campaign-manager/$id"
              params={{ id: campaign.id }}
              size="small"
              variant="outlined"
              aria-label={`View ${campaign.name}`}
            >
              View
            </RouterButton>
          )}
          <IconButton
            aria-label={`Actions for ${campaign.name}`}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(e) => setMenuAnchor(e.currentTarget)}
            size="small"
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Box>
        <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={menuCommand('edit')}>Edit</MenuItem>
          {campaign.status !== 'Completed' && (
            <MenuItem onClick={menuCommand('markAsComplete')}>Mark as complete</MenuItem>
          )}
          <MenuItem onClick={menuCommand('duplicate')}>Duplicate</MenuItem>
          <MenuItem onClick={menuCommand('reset')}>Reset data</MenuItem>
          <MenuItem onClick={menuCommand('remove')} sx={{ color: 'error.main' }}>
            Delete
          </MenuItem>
        </Menu>
      </TableCell>
    </TableRow>
  );
});
