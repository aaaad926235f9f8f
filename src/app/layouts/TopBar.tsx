import { lazy, Suspense, useState } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@/lib/constants';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';
import { sessionQueries } from '@/lib/session/api';
import { useSessionUser } from '@/lib/session/sessionData';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import { ICON_PATHS } from '@/lib/ui/iconPaths';
import { focusRing, PlainIcon } from '@/lib/ui/plainControls';
import { useRecordSnapshot } from '../support/useRecordSnapshot';
import { loadShellMenus, preloadShellMenus } from './shellMenusLoader';

const AccountMenu = lazy(() => loadShellMenus().then((m) => ({ default: m.AccountMenu })));

/** The bars' height: MUI's toolbar mixin (56 px, 48 in landscape phones, 64 from `sm`). */
export const ToolbarSpacer = styled('div')(({ theme }) => theme.mixins.toolbar);

/**
 * MUI's fixed AppBar (elevation 1) with its Toolbar, an edge-start IconButton, a small outlined
 * Chip and an Avatar, as plain elements: the MUI bar was some 60 components on every screen, and
 * its Chip, Avatar and IconButton (with ButtonBase and its ripple) downloaded with every first visit.
 */
const Bar = styled('header')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: theme.zIndex.drawer + 1,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[1],
  '& .bar': {
    ...theme.mixins.toolbar,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '0 16px',
  },
  // Its own rule: the toolbar mixin has a rule for `sm` (the height) that this must not replace.
  [theme.breakpoints.up('sm')]: { '& .bar': { padding: '0 24px' } },
  '& button': { font: 'inherit', color: 'inherit', border: 0, background: 'none', cursor: 'pointer' },
  '& button:focus-visible': { ...focusRing(theme), outlineOffset: 2 },
  '& .menu-toggle': {
    padding: 8,
    marginLeft: -12,
    borderRadius: '50%',
    lineHeight: 0,
    color: theme.palette.action.active,
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  '& .product': { ...theme.typography.h6, flex: 1, color: theme.palette.primary.main, fontWeight: 700 },
  '& .tasks': {
    ...theme.typography.body2,
    fontSize: theme.typography.pxToRem(13),
    height: 24,
    display: 'inline-flex',
    alignItems: 'center',
    padding: '0 7px',
    borderRadius: 12,
    border: `1px solid ${alpha(theme.palette.secondary.main, 0.7)}`,
    color: theme.palette.secondary.main,
    whiteSpace: 'nowrap',
  },
  '& .account': { display: 'flex', alignItems: 'center', gap: 8, padding: '1px 6px' },
  '& .account-name': theme.typography.body1,
  '& .avatar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 32,
    height: 32,
    borderRadius: '50%',
    overflow: 'hidden',
    fontSize: theme.typography.pxToRem(20),
    lineHeight: 1,
    color: theme.palette.background.default,
    backgroundColor: theme.palette.grey[400],
    '& img': { width: '100%', height: '100%', objectFit: 'cover', color: 'transparent' },
  },
}));

/** The extension's running tasks (polled every 10 s). */
function RunningTasks() {
  const { data: tasks } = useQuery(sessionQueries.tasks());
  const running = tasks?.filter((t) => t.running) ?? [];
  if (running.length === 0) return null;
  const label = `${running.length} ${running.length === 1 ? 'task' : 'tasks'} running`;
  return (
    // The tooltip (the tasks' names) describes the chip; its own text is its name.
    <DeferredTooltip title={running.map((t) => t.name).join(', ')} describeChild>
      <span className="tasks">{label}</span>
    </DeferredTooltip>
  );
}

/** The account's photo, or its first letter (also when the photo fails to load), as MUI's Avatar. */
function Avatar({ photo, name }: { photo: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = !!photo && failed !== photo;
  return (
    <span className="avatar">
      {showPhoto ? <img src={photo} alt={name} onError={() => setFailed(photo)} /> : name.charAt(0)}
    </span>
  );
}

export function TopBar({ compact, onToggle }: { compact: boolean; onToggle: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuMounted = useOpenedOnce(!!anchor);
  const recordSnapshot = useRecordSnapshot();
  const user = useSessionUser();
  const name = user ? `${user.details.firstName} ${user.details.lastName}`.trim() || user.email : '';
  return (
    <Bar>
      <div className="bar">
        <button
          type="button"
          className="menu-toggle"
          onClick={onToggle}
          aria-label={compact ? 'Expand menu' : 'Collapse menu'}
        >
          <PlainIcon d={compact ? ICON_PATHS.menu : ICON_PATHS.menuOpen} size={24} />
        </button>
        <div className="product">{PRODUCT_NAME}</div>
        <RunningTasks />
        <button
          type="button"
          className="account"
          {...preloadShellMenus}
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label="Account menu"
        >
          <Avatar photo={user?.details.photo} name={name} />
          <span className="account-name">{name}</span>
        </button>
        {menuMounted && (
          <Suspense fallback={null}>
            <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} onRecordSnapshot={recordSnapshot} />
          </Suspense>
        )}
      </div>
    </Bar>
  );
}
