import { memo } from 'react';
import type { Profile } from '@/lib/extension/contract';
import { CRM_DATE_FORMAT, PROFILE_EXCERPT_LENGTH } from '@/lib/constants';
import { formatWith } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';
import { connectionButton } from '../api';
import { linkedinProfileUrl } from '@/lib/safeUrl';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

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
  // Plain elements styled once by the table (CrmTable, lib/ui/plainControls): with MUI's
  // Checkbox, Link, Tooltips, IconButtons and Button a row was 65 components.
  return (
    <tr className={selected ? 'crm-row crm-selected' : 'crm-row'}>
      <td className="crm-check">
        <input
          type="checkbox"
          className="plain-checkbox"
          checked={selected}
          onChange={() => onToggle(p.id)}
          aria-label={`Select ${name}`}
        />
      </td>
      <td className="crm-clip" title={name}>
        {profileHref ? (
          <a className="plain-link" href={profileHref} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
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
        <button
          type="button"
          className="plain-icon-button"
          aria-label={`Refresh LinkedIn data of ${name}`}
          title={refreshDisabled ? 'The daily limit of manual refreshes is used up' : 'Refresh LinkedIn data'}
          disabled={refreshDisabled || busy}
          onClick={() => onRefresh(p)}
        >
          <RefreshIcon fontSize="small" />
        </button>
        <button
          type="button"
          className="plain-icon-button"
          aria-label={`${p.hidden ? 'Unhide' : 'Hide'} ${name}`}
          title={p.hidden ? 'Unhide' : 'Hide'}
          disabled={busy}
          onClick={() => onSetHidden(p, !p.hidden)}
        >
          {p.hidden ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
        </button>
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
  disconnect: { text: 'Disconnect', label: 'Disconnect', className: 'plain-button outlined error small' },
  sent: {
    text: 'Connection request sent',
    label: 'Connection request sent to',
    className: 'plain-button outlined primary small',
  },
  connect: { text: 'Connect', label: 'Connect', className: 'plain-button contained primary small' },
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
  const { text, label, className } = CONNECTION_ACTIONS[kind];
  const sent = kind === 'sent';
  return (
    <button
      type="button"
      className={className}
      disabled={sent || busy}
      aria-label={`${label} ${name}`}
      onClick={sent ? undefined : onClick}
    >
      {text}
    </button>
  );
}
