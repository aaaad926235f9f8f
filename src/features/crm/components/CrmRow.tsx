import { memo } from 'react';
import type { Profile } from '@/lib/extension/contract';
import { CRM_DATE_FORMAT, PROFILE_EXCERPT_LENGTH } from '@/lib/constants';
import { formatWith } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';
import { connectionButton } from '../api';
import { linkedinProfileUrl } from '@/lib/safeUrl';
import { PlainIcon } from '@/lib/ui/plainControls';

// Material icons' paths (Refresh, Visibility, VisibilityOff).
const REFRESH_PATH =
  'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z';
const SHOW_PATH =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const HIDE_PATH =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

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
          <PlainIcon d={REFRESH_PATH} />
        </button>
        <button
          type="button"
          className="plain-icon-button"
          aria-label={`${p.hidden ? 'Unhide' : 'Hide'} ${name}`}
          title={p.hidden ? 'Unhide' : 'Hide'}
          disabled={busy}
          onClick={() => onSetHidden(p, !p.hidden)}
        >
          <PlainIcon d={p.hidden ? SHOW_PATH : HIDE_PATH} />
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
  disconnect: { text: 'Disconnect', label: 'Disconnect', className: 'plain-button outlined error' },
  sent: {
    text: 'Connection request sent',
    label: 'Connection request sent to',
    className: 'plain-button outlined',
  },
  connect: { text: 'Connect', label: 'Connect', className: 'plain-button contained' },
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
