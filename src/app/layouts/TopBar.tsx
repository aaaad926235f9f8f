import { useState } from 'react';
import { lazyPiece } from '@/lib/ui/LazyPiece';
import Tooltip from '@mui/material/Tooltip';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@/lib/constants';
import { NotificationsBell } from '@/features/notifications/components/NotificationsBell';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';
import { sessionQueries } from '@/lib/session/api';
import { useSessionUser } from '@/lib/session/sessionData';
import type { User } from '@/lib/session/api';
import { useAccountPhoto } from '@/lib/session/extensionUser';
import { useRecordSnapshot } from '../support/useRecordSnapshot';
import { loadShellMenus, preloadShellMenus } from './shellMenusLoader';

const AccountMenu = lazyPiece('The account menu', () => loadShellMenus().then((m) => m.AccountMenu));

/** The bars' height (MUI's toolbar mixin), under the fixed top bar. */
export function ToolbarSpacer() {
  return <div className="shell-toolbar" />;
}

// MUI's fixed AppBar (elevation 1) with its Toolbar, an edge-start IconButton, a small outlined
// Chip and an Avatar, as plain elements drawn by shell.css: the MUI bar was some 60 components on
// every screen, and its Chip, Avatar and IconButton (with ButtonBase and its ripple) downloaded
// with every first visit.

/** The extension's running tasks (polled every 10 s). */
function RunningTasks() {
  const { data: tasks } = useQuery(sessionQueries.tasks());
  const running = tasks?.filter((t) => t.running) ?? [];
  if (running.length === 0) return null;
  const label = `${running.length} ${running.length === 1 ? 'task' : 'tasks'} running`;
  return (
    // The tooltip (the tasks' names) describes the chip; its own text is its name.
    <Tooltip title={running.map((t) => t.name).join(', ')} describeChild>
      <span className="tasks">{label}</span>
    </Tooltip>
  );
}

/**
 * The account's photo, or its first letter (also when the photo fails to load), as MUI's Avatar.
 * It asks for the photo itself, so the extension's late answer re-renders it alone, not the bar.
 */
function Avatar({ user, name }: { user: User | null; name: string }) {
  const photo = useAccountPhoto(user);
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = !!photo && failed !== photo;
  return (
    // Decorative beside the name: the initial is drawn by CSS, so the button's text is the name alone
    // and its accessible name can start with it (voice control users say what they see).
    <span className="avatar" aria-hidden="true" data-initial={showPhoto ? undefined : name.charAt(0)}>
      {showPhoto && <img src={photo} alt="" onError={() => setFailed(photo)} />}
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
    <header className="top-bar">
      <div className="bar shell-toolbar">
        <button
          type="button"
          className="menu-toggle"
          onClick={onToggle}
          aria-label={compact ? 'Expand menu' : 'Collapse menu'}
        >
          {compact ? <MenuIcon /> : <MenuOpenIcon />}
        </button>
        <div className="product">{PRODUCT_NAME}</div>
        <RunningTasks />
        <NotificationsBell />
        <button
          type="button"
          className="account"
          {...preloadShellMenus}
          onClick={(e) => setAnchor(e.currentTarget)}
          // Voice control users say the name they see: the accessible name starts with it (WCAG 2.5.3).
          aria-label={name ? `${name}, account menu` : 'Account menu'}
        >
          <Avatar user={user} name={name} />
          <span className="account-name">{name}</span>
        </button>
        {menuMounted && (
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} onRecordSnapshot={recordSnapshot} />
        )}
      </div>
    </header>
  );
}
