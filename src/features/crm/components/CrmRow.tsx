import { memo } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { Profile } from '@/lib/extension/contract';
import { CRM_DATE_FORMAT, PROFILE_EXCERPT_LENGTH } from '@/lib/constants';
import { formatWith } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';
import { connectionButton } from '../api';
import { linkedinProfileUrl } from '@/lib/safeUrl';

export const CRM_ROW_HEIGHT = 57;
export const DISTANCE_LABELS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

/**
 * CRM date format "full": weekday, month day, year. date-fns, not Intl: a page's first Intl
 * formatter loads the locale data, about 40 ms at 4x CPU on the first screen.
 */
export const formatCrmDate = (value: number | null | undefined) =>
  value ? formatWith(value, CRM_DATE_FORMAT) : '—';

export const contactName = (p: Pick<Profile, 'firstName' | 'lastName' | 'id'>) =>
  `${p.firstName} ${p.lastName}`.trim() || `Contact ${p.id}`;

/** What a row can do; all stable, so a row re-renders only when its own data changes. */
export interface CrmRowActions {
  onToggle: (id: number) => void;
  onRefresh: (profile: Profile) => void;
  onConnect: (profile: Profile) => void;
  onDisconnect: (profile: Profile) => void;
  onSetHidden: (profile: Profile, hidden: boolean) => void;
}

interface CrmRowProps extends CrmRowActions {
  profile: Profile;
  selected: boolean;
  refreshDisabled: boolean;
  busy: boolean;
}

export const CrmRow = memo(function CrmRow({
  profile: p,
  selected,
  refreshDisabled,
  busy,
  onToggle,
  onRefresh,
  onConnect,
  onDisconnect,
  onSetHidden,
}: CrmRowProps) {
  const name = contactName(p);
  const kind = connectionButton(p);
  const profileHref = linkedinProfileUrl(p.publicIdentifier);
  return (
    <tr className={selected ? 'crm-row crm-selected' : 'crm-row'}>
      <td className="crm-check">
        <Checkbox
          size="small"
          checked={selected}
          onChange={() => onToggle(p.id)}
          slotProps={{ input: { 'aria-label': `Select ${name}` } }}
        />
      </td>
      <td className="crm-clip" title={name}>
        {profileHref ? (
          <Link href={profileHref} target="_blank" rel="noopener noreferrer" underline="hover">
            {name}
          </Link>
        ) : (
          name
        )}
      </td>
      <td className="crm-clip" title={p.occupation ?? undefined}>
        {excerpt(p.occupation, PROFILE_EXCERPT_LENGTH)}
      </td>
      <td className="crm-clip" title={p.companyName ?? undefined}>
        {excerpt(p.companyName, PROFILE_EXCERPT_LENGTH)}
      </td>
      <td>{p.distance ? DISTANCE_LABELS[p.distance] : '—'}</td>
      <td className="crm-clip">{formatCrmDate(p.createdAt)}</td>
      <td className="crm-actions">
        <Tooltip
          title={refreshDisabled ? 'The daily limit of manual refreshes is used up' : 'Refresh LinkedIn data'}
        >
          <span>
            <IconButton
              size="small"
              aria-label={`Refresh LinkedIn data of ${name}`}
              disabled={refreshDisabled || busy}
              onClick={() => onRefresh(p)}
            >
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={p.hidden ? 'Unhide' : 'Hide'}>
          <span>
            <IconButton
              size="small"
              aria-label={`${p.hidden ? 'Unhide' : 'Hide'} ${name}`}
              disabled={busy}
              onClick={() => onSetHidden(p, !p.hidden)}
            >
              {p.hidden ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
        <ConnectionAction
          kind={kind}
          name={name}
          busy={busy}
          onClick={() => (kind === 'disconnect' ? onDisconnect(p) : onConnect(p))}
        />
      </td>
    </tr>
  );
});

/** How each connection button looks and reads; 'sent' is only a disabled marker. */
const CONNECTION_ACTIONS = {
  disconnect: { text: 'Disconnect', label: 'Disconnect', color: 'error', variant: 'outlined' },
  sent: {
    text: 'Connection request sent',
    label: 'Connection request sent to',
    color: 'primary',
    variant: 'outlined',
  },
  connect: { text: 'Connect', label: 'Connect', color: 'primary', variant: 'contained' },
} as const;

function ConnectionAction({
  kind,
  name,
  busy,
  onClick,
}: {
  kind: keyof typeof CONNECTION_ACTIONS;
  name: string;
  busy: boolean;
  onClick: () => void;
}) {
  const { text, label, color, variant } = CONNECTION_ACTIONS[kind];
  const sent = kind === 'sent';
  return (
    <Button
      size="small"
      color={color}
      variant={variant}
      disabled={sent || busy}
      aria-label={`${label} ${name}`}
      onClick={sent ? undefined : onClick}
    >
      {text}
    </Button>
  );
}
