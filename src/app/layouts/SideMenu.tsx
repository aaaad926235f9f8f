import { useState, type ReactElement } from 'react';
import { lazyPiece } from '@/lib/ui/LazyPiece';
import Tooltip from '@mui/material/Tooltip';
import type SvgIcon from '@mui/material/SvgIcon';
import AppsIcon from '@mui/icons-material/Apps';
import BuildIcon from '@mui/icons-material/Build';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ChatIcon from '@mui/icons-material/Chat';
import ContactsIcon from '@mui/icons-material/Contacts';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LogoutIcon from '@mui/icons-material/Logout';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import SettingsIcon from '@mui/icons-material/Settings';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { HELP_CENTRE_URL } from '@/lib/constants';
import { useSession } from '@/lib/session/context';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';
import { unsentDrafts, type DraftOwnerNamer, type UnsentDraft } from '@/lib/unsentDrafts';
import { loadShellMenus, preloadShellMenus } from './shellMenusLoader';
import type { LogoutDialogProps } from './LogoutDialog';

const MoreMenu = lazyPiece('The More menu', () => loadShellMenus().then((m) => m.MoreMenu));
const LogoutDialog = mountOnFirstOpen<LogoutDialogProps>(() =>
  import('./LogoutDialog').then((m) => m.LogoutDialog),
);

/** Names conversations in the logout confirmation; loaded on the click (without it drafts are listed unnamed). */
const loadDraftOwnerNamer = (client: QueryClient): Promise<DraftOwnerNamer> =>
  import('@/features/messenger/draftOwners').then(
    (m) => m.messengerDraftOwner(client),
    () => () => null,
  );

type Icon = typeof SvgIcon;

type MenuEntry =
  | { kind: 'link'; label: string; to: string; icon: Icon }
  | { kind: 'divider' }
  | { kind: 'help' }
  | { kind: 'logout' }
  | { kind: 'more' };

// Every menu item once; the two menus below list them in the spec's orders.
const link = (label: string, to: string, icon: Icon): MenuEntry => ({
  kind: 'link',
  label,
  to,
  icon,
});
const ITEMS = {
  dashboard: link('Dashboard', '/', SpaceDashboardIcon),
  campaigns: link('Campaigns', '/campaigns', AppsIcon),
  subscriptions: link('Subscriptions', '/subscriptions', CardMembershipIcon),
  messenger: link('Messenger', '/messenger', ChatIcon),
  crm: link('CRM', '/crm', ContactsIcon),
  lists: link('Lists', '/lists', ListAltIcon),
  tools: link('Tools', '/tools', BuildIcon),
  settings: link('Settings', '/settings', SettingsIcon),
} satisfies Record<string, MenuEntry>;
const DIVIDER: MenuEntry = { kind: 'divider' };
const HELP: MenuEntry = { kind: 'help' };
const LOGOUT: MenuEntry = { kind: 'logout' };
const MORE: MenuEntry = { kind: 'more' };

// The spec's order for the full menu.
const FULL_MENU: MenuEntry[] = [
  ITEMS.dashboard,
  ITEMS.campaigns,
  ITEMS.subscriptions,
  DIVIDER,
  ITEMS.messenger,
  ITEMS.crm,
  DIVIDER,
  ITEMS.settings,
  HELP,
  LOGOUT,
];

// The compact variant: dashboard, apps, messages, lists, tools, more, CRM, settings, help, logout.
const COMPACT_MENU: MenuEntry[] = [
  ITEMS.dashboard,
  ITEMS.campaigns,
  ITEMS.messenger,
  ITEMS.lists,
  ITEMS.tools,
  MORE,
  ITEMS.crm,
  ITEMS.settings,
  HELP,
  LOGOUT,
];

// MUI's ListItemButton, ListItemIcon and ListItemText, as plain elements drawn by shell.css: the
// MUI items were some 23 components each, 190 on the first mount of every screen (and again on
// every navigation, when the selected item changed).

export function SideMenu({ compact }: { compact: boolean }) {
  const { store } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const moreMounted = useOpenedOnce(!!moreAnchor);

  const [confirming, setConfirming] = useState(false);
  const [drafts, setDrafts] = useState<UnsentDraft[]>([]);

  const logout = async () => {
    setConfirming(false);
    await store.logout();
    await navigate({ to: '/assignLinkedinAccount' }).catch(() => undefined);
  };
  // Logout deletes the account's drafts, so unsent ones are named and confirmed first.
  const askToLogout = async () => {
    const unsent = unsentDrafts(await loadDraftOwnerNamer(queryClient));
    if (unsent.length === 0) return logout();
    setDrafts(unsent);
    setConfirming(true);
  };

  // Only the compact menu, whose items show no label, needs a tooltip (each one costs a mount).
  const withLabel = (label: string, control: ReactElement) =>
    compact ? (
      <Tooltip key={label} title={label} placement="right">
        {control}
      </Tooltip>
    ) : (
      control
    );
  const content = (label: string, Icon: Icon) => (
    <>
      <span className="menu-icon">
        <Icon />
      </span>
      {!compact && <span className="menu-label">{label}</span>}
    </>
  );
  const ariaLabel = (label: string) => (compact ? label : undefined);

  return (
    <nav aria-label="Main menu" className={compact ? 'side-menu compact' : 'side-menu'}>
      {(compact ? COMPACT_MENU : FULL_MENU).map((entry, i) => {
        switch (entry.kind) {
          case 'divider':
            return <hr key={`d${i}`} />;
          case 'link':
            return withLabel(
              entry.label,
              <RouterLink
                key={entry.to}
                to={entry.to}
                // The current screen's item is marked (aria-current); the dashboard only on '/'.
                activeOptions={{ exact: entry.to === '/', includeSearch: false }}
                className="menu-item"
                aria-label={ariaLabel(entry.label)}
              >
                {content(entry.label, entry.icon)}
              </RouterLink>,
            );
          case 'help':
            return withLabel(
              'Help',
              <a
                key="help"
                className="menu-item"
                href={HELP_CENTRE_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={ariaLabel('Help')}
              >
                {content('Help', HelpOutlinedIcon)}
              </a>,
            );
          case 'logout':
            return withLabel(
              'Logout',
              <button
                key="logout"
                type="button"
                className="menu-item"
                aria-label={ariaLabel('Logout')}
                onClick={() => void askToLogout()}
                onPointerEnter={LogoutDialog.preload}
              >
                {content('Logout', LogoutIcon)}
              </button>,
            );
          case 'more':
            return (
              <div key="more">
                {withLabel(
                  'More',
                  <button
                    type="button"
                    className="menu-item"
                    aria-label={ariaLabel('More')}
                    aria-haspopup="menu"
                    {...preloadShellMenus}
                    onClick={(e) => setMoreAnchor(e.currentTarget)}
                  >
                    {content('More', MoreHorizIcon)}
                  </button>,
                )}
                {moreMounted && <MoreMenu anchor={moreAnchor} onClose={() => setMoreAnchor(null)} />}
              </div>
            );
        }
      })}
      <LogoutDialog
        open={confirming}
        drafts={drafts}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void logout()}
      />
    </nav>
  );
}
