import { startTransition, Suspense, useState } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Loading } from '@/lib/ui/Loading';
import { safeLocalStorage } from '@/lib/storage';
import { SideMenu } from './SideMenu';
import { ToolbarSpacer, TopBar } from './TopBar';

const COMPACT_MENU_KEY = 'reachly.compactMenu';
const FULL_WIDTH = 232;
const COMPACT_WIDTH = 64;
/** Below MUI's `sm` breakpoint the full menu would take about half the window. */
const NARROW_WINDOW = '(max-width: 599.95px)';

/** The person's choice when they made one; else compact on a narrow window. */
function startsCompact(): boolean {
  const chosen = safeLocalStorage.get(COMPACT_MENU_KEY);
  if (chosen !== null) return chosen === '1';
  return window.matchMedia(NARROW_WINDOW).matches;
}

export function ShellLayout() {
  const [compact, setCompact] = useState(startsCompact);
  const toggle = () => {
    safeLocalStorage.set(COMPACT_MENU_KEY, compact ? '0' : '1');
    startTransition(() => setCompact(!compact));
  };
  const width = compact ? COMPACT_WIDTH : FULL_WIDTH;
  return (
    // The shell's look is shell.css's.
    <div className="shell">
      <TopBar compact={compact} onToggle={toggle} />
      {/* A permanent drawer is a fixed paper; MUI's Drawer would bring Modal and Slide for it. */}
      <div className="shell-side" style={{ width }}>
        <div className="shell-side-paper" style={{ width }}>
          <ToolbarSpacer />
          <SideMenu compact={compact} />
        </div>
      </div>
      <main className="shell-main">
        <ToolbarSpacer />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
