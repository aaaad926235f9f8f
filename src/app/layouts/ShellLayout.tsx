import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import AppsIcon from '@mui/icons-material/Apps';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ChatIcon from '@mui/icons-material/Chat';
import ContactsIcon from '@mui/icons-material/Contacts';
import ListAltIcon from '@mui/icons-material/ListAlt';
import BuildIcon from '@mui/icons-material/Build';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import SettingsIcon from '@mui/icons-material/Settings';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { HELP_CENTRE_URL, PRODUCT_NAME } from '@/lib/constants';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session/context';
import { useSessionUser } from '@/lib/session/sessionData';
import { sessionQueries } from '@/lib/session/api';
import { Loading } from '@/lib/ui/Loading';
import { safeLocalStorage } from '@/lib/storage';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import { useRecordSnapshot } from '../support/useRecordSnapshot';
import { useStartupSlicesEnd } from '../boot/renderSlices';

// The menus (MUI's Menu, Popover, Modal and focus trap) download when one is first opened.
const loadShellMenus = () => import('./ShellMenus');
const AccountMenu = lazy(() => loadShellMenus().then((m) => ({ default: m.AccountMenu })));
const MoreMenu = lazy(() => loadShellMenus().then((m) => ({ default: m.MoreMenu })));
/**
 * The compact menu's labels are tooltips: it shows once MUI's Tooltip has loaded, whole (the
 * full menu needs none). Toggling the menu is a transition, so the old one stays until then.
 */
const MenuTooltip = lazy(() => import('@mui/material/Tooltip'));
/** Starts the download when a pointer or the focus reaches a menu's button. */
const preloadMenus = { onPointerEnter: () => void loadShellMenus(), onFocus: () => void loadShellMenus() };

const COMPACT_MENU_KEY = 'reachly.compactMenu';
const FULL_WIDTH = 232;
/** What MUI's permanent Drawer gives its paper. */
const SIDE_PAPER = {
  position: 'fixed',
  top: 0,
  left: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflowX: 'hidden',
  overflowY: 'auto',
  boxSizing: 'border-box',
  borderRight: 1,
  borderColor: 'divider',
  zIndex: 'drawer',
} as const;
const COMPACT_WIDTH = 64;

type MenuEntry =
  | { kind: 'link'; label: string; to: string; icon: React.ReactNode }
  | { kind: 'divider' }
  | { kind: 'help' }
  | { kind: 'logout' }
  | { kind: 'more' };

// Every menu item once; the two menus below list them in the spec's orders.
const link = (label: string, to: string, icon: ReactNode): MenuEntry => ({ kind: 'link', label, to, icon });
const ITEMS = {
  dashboard: link('Dashboard', '/', <DashboardIcon />),
  campaigns: link('Campaigns', '/campaigns', <AppsIcon />),
  subscriptions: link('Subscriptions', '/subscriptions', <CardMembershipIcon />),
  messenger: link('Messenger', '/messenger', <ChatIcon />),
  crm: link('CRM', '/crm', <ContactsIcon />),
  lists: link('Lists', '/lists', <ListAltIcon />),
  tools: link('Tools', '/tools', <BuildIcon />),
  settings: link('Settings', '/settings', <SettingsIcon />),
} satisfies Record<string, MenuEntry>;
const DIVIDER: MenuEntry = { kind: 'divider' };
const HELP: MenuEntry = { kind: 'help' };
const LOGOUT: MenuEntry = { kind: 'logout' };

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
  { kind: 'link', label: 'Dashboard', to: '/', icon: <DashboardIcon /> },
  { kind: 'link', label: 'Campaigns', to: '/campaigns', icon: <AppsIcon /> },
  { kind: 'link', label: 'Messenger', to: '/messenger', icon: <ChatIcon /> },
  { kind: 'link', label: 'Lists', to: '/lists', icon: <ListAltIcon /> },
  { kind: 'link', label: 'Tools', to: '/tools', icon: <BuildIcon /> },
  { kind: 'more' },
  { kind: 'link', label: 'CRM', to: '/crm', icon: <ContactsIcon /> },
  { kind: 'link', label: 'Settings', to: '/settings', icon: <SettingsIcon /> },
  { kind: 'help' },
  { kind: 'logout' },
];

function SideMenu({ compact }: { compact: boolean }) {
  const { store } = useSession();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const moreMounted = useOpenedOnce(!!moreAnchor);

  const logout = async () => {
    await store.logout();
    await navigate({ to: '/assignLinkedinAccount' });
  };

  const item = (
    label: string,
    icon: React.ReactNode,
    props: Record<string, unknown>,
    key: string,
    selected = false,
  ) => {
    const button = (
      <ListItemButton
        key={key}
        selected={selected}
        aria-label={compact ? label : undefined}
        sx={{ minHeight: 44, px: compact ? 2.5 : 2 }}
        {...props}
      >
        <ListItemIcon sx={{ minWidth: compact ? 0 : 40 }}>{icon}</ListItemIcon>
        {!compact && <ListItemText primary={label} />}
      </ListItemButton>
    );
    // Only the compact menu, whose items show no label, needs a tooltip (each one costs a mount).
    return compact ? (
      <MenuTooltip key={key} title={label} placement="right">
        {button}
      </MenuTooltip>
    ) : (
      button
    );
  };

  return (
    <Suspense fallback={null}>
      <List component="nav" aria-label="Main menu">
        {(compact ? COMPACT_MENU : FULL_MENU).map((entry, i) => {
          switch (entry.kind) {
            case 'divider':
              return <Divider key={`d${i}`} sx={{ my: 1 }} />;
            case 'link': {
              const selected = entry.to === '/' ? pathname === '/' : pathname.startsWith(entry.to);
              return item(
                entry.label,
                entry.icon,
                { component: RouterLink, to: entry.to },
                entry.to,
                selected,
              );
            }
            case 'help':
              return item(
                'Help',
                <HelpIcon />,
                { component: 'a', href: HELP_CENTRE_URL, target: '_blank', rel: 'noopener noreferrer' },
                'help',
              );
            case 'logout':
              return item('Logout', <LogoutIcon />, { onClick: () => void logout() }, 'logout');
            case 'more':
              return (
                <Box key="more">
                  {item(
                    'More',
                    <MoreHorizIcon />,
                    {
                      ...preloadMenus,
                      onClick: (e: React.MouseEvent<HTMLElement>) => setMoreAnchor(e.currentTarget),
                    },
                    'more-btn',
                  )}
                  {moreMounted && (
                    <Suspense fallback={null}>
                      <MoreMenu anchor={moreAnchor} onClose={() => setMoreAnchor(null)} />
                    </Suspense>
                  )}
                </Box>
              );
          }
        })}
      </List>
    </Suspense>
  );
}

/** The extension's running tasks (polled every 10 s). */
function RunningTasks() {
  const { data: tasks } = useQuery(sessionQueries.tasks());
  const running = tasks?.filter((t) => t.running) ?? [];
  if (running.length === 0) return null;
  const label = `${running.length} ${running.length === 1 ? 'task' : 'tasks'} running`;
  return (
    <DeferredTooltip title={running.map((t) => t.name).join(', ')}>
      <Chip size="small" color="secondary" variant="outlined" label={label} aria-label={label} />
    </DeferredTooltip>
  );
}

function TopBar({ compact, onToggle }: { compact: boolean; onToggle: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuMounted = useOpenedOnce(!!anchor);
  const recordSnapshot = useRecordSnapshot();
  const user = useSessionUser();
  const name = user ? `${user.details.firstName} ${user.details.lastName}`.trim() || user.email : '';
  return (
    <AppBar position="fixed" color="inherit" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" onClick={onToggle} aria-label={compact ? 'Expand menu' : 'Collapse menu'}>
          {compact ? <MenuIcon /> : <MenuOpenIcon />}
        </IconButton>
        <Typography variant="h6" component="div" sx={{ flex: 1, color: 'primary.main', fontWeight: 700 }}>
          {PRODUCT_NAME}
        </Typography>
        <RunningTasks />
        <Box
          component="button"
          {...preloadMenus}
          onClick={(e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
          aria-label="Account menu"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            border: 0,
            bgcolor: 'transparent',
            cursor: 'pointer',
            font: 'inherit',
          }}
        >
          <Avatar src={user?.details.photo ?? undefined} alt={name} sx={{ width: 32, height: 32 }}>
            {name.charAt(0)}
          </Avatar>
          <Typography>{name}</Typography>
        </Box>
        {menuMounted && (
          <Suspense fallback={null}>
            <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} onRecordSnapshot={recordSnapshot} />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}

/**
 * The side menu, one step after the bars on the shell's first mount. The step lives here, not in
 * ShellLayout: its re-render when the step comes then re-renders the menu alone, not the bars too.
 * (Mounted inside a transition, as after start-up, the deferred value is `true` at once.)
 */
function DeferredSideMenu({ compact }: { compact: boolean }) {
  const shown = useDeferredValue(true, false);
  return shown ? <SideMenu compact={compact} /> : null;
}

/**
 * The screen, in a transition after the shell's first commit. Its own state, for the same reason:
 * when ShellLayout held it, showing the screen re-rendered the bars and the menu with it, some 230
 * components in the commit that shows the rows.
 */
function ScreenOutlet() {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  useStartupSlicesEnd(shown);
  return <Suspense fallback={<Loading />}>{shown && <Outlet />}</Suspense>;
}

export function ShellLayout() {
  const [compact, setCompact] = useState(() => safeLocalStorage.get(COMPACT_MENU_KEY) === '1');
  const toggle = () => {
    safeLocalStorage.set(COMPACT_MENU_KEY, compact ? '0' : '1');
    startTransition(() => setCompact(!compact));
  };
  const width = compact ? COMPACT_WIDTH : FULL_WIDTH;
  // On the shell's first mount it paints in steps: the bars, then the menu, then the screen, the
  // last two as transitions React renders in short slices. Shell and screen in one commit were one
  // task of 400 ms at 4x CPU; each step's commit now stays near the 50 ms of a long task.
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar compact={compact} onToggle={toggle} />
      {/* A permanent drawer is a fixed paper; MUI's Drawer would bring Modal and Slide for it. */}
      <Box sx={{ width, flexShrink: 0 }}>
        <Paper square elevation={0} sx={{ ...SIDE_PAPER, width }}>
          <Toolbar />
          <DeferredSideMenu compact={compact} />
        </Paper>
      </Box>
      <Box component="main" sx={{ flex: 1, minWidth: 0, bgcolor: 'background.default' }}>
        <Toolbar />
        <ScreenOutlet />
      </Box>
    </Box>
  );
}
