import { startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Loading } from '@/lib/ui/Loading';
import { safeLocalStorage } from '@/lib/storage';
import { useStartupSlicesEnd } from '../boot/renderSlices';
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
  const [compact, setCompact] = useState(startsCompact);
  const toggle = () => {
    safeLocalStorage.set(COMPACT_MENU_KEY, compact ? '0' : '1');
    startTransition(() => setCompact(!compact));
  };
  const width = compact ? COMPACT_WIDTH : FULL_WIDTH;
  // On the shell's first mount it paints in steps: the bars, then the menu, then the screen, the
  // last two as transitions React renders in short slices. Shell and screen in one commit were one
  // task of 400 ms at 4x CPU; each step's commit now stays near the 50 ms of a long task.
  return (
    // The shell's look is shell.css's.
    <div className="shell">
      <TopBar compact={compact} onToggle={toggle} />
      {/* A permanent drawer is a fixed paper; MUI's Drawer would bring Modal and Slide for it. */}
      <div className="shell-side" style={{ width }}>
        <div className="shell-side-paper" style={{ width }}>
          <ToolbarSpacer />
          <DeferredSideMenu compact={compact} />
        </div>
      </div>
      <main className="shell-main">
        <ToolbarSpacer />
        <ScreenOutlet />
      </main>
    </div>
  );
}
