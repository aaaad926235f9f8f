import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/lib/constants';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '@/lib/session/sessionData';
import { sessionQueries } from '@/lib/session/api';
import { Loading } from '@/lib/ui/Loading';
import { safeLocalStorage } from '@/lib/storage';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import { useRecordSnapshot } from '../support/useRecordSnapshot';
import { useStartupSlicesEnd } from '../boot/renderSlices';
import { loadShellMenus, preloadShellMenus } from './shellMenusLoader';
import { SideMenu } from './SideMenu';

const AccountMenu = lazy(() => loadShellMenus().then((m) => ({ default: m.AccountMenu })));

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
          {...preloadShellMenus}
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
