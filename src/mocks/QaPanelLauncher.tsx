import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';

// The panel's code (MUI's fields and buttons, the snapshot's classic zod) loads when a pointer or
// the keyboard reaches its button. Rendered at start-up, the closed panel (an MUI Tooltip and
// IconButton, styled outside the app's theme) was a 140 ms task at 4x CPU before the first rows.
const loadPanel = () => import('./QaPanel');
const QaPanel = lazy(() => loadPanel().then((m) => ({ default: m.QaPanel })));

/** @mui/icons-material's BugReport. */
const BUG_REPORT_ICON =
  'M20 8h-2.81c-.45-.78-1.07-1.45-1.82-1.96L17 4.41 15.59 3l-2.17 2.17C12.96 5.06 12.49 5 12 5s-.96.06-1.41.17L8.41 3 7 4.41l1.62 1.63C7.88 6.55 7.26 7.22 6.81 8H4v2h2.09c-.05.33-.09.66-.09 1v1H4v2h2v1c0 .34.04.67.09 1H4v2h2.81c1.04 1.79 2.97 3 5.19 3s4.15-1.21 5.19-3H20v-2h-2.09c.05-.33.09-.66.09-1v-1h2v-2h-2v-1c0-.34-.04-.67-.09-1H20zm-6 8h-4v-2h4zm0-4h-4v-2h4z';

/** Over the app, bottom left, in MUI's warning colour (the panel renders outside the app's theme). */
const LAUNCHER_STYLE: CSSProperties = {
  position: 'fixed',
  left: 12,
  bottom: 12,
  zIndex: 2000,
  backgroundColor: '#ed6c02',
  color: '#fff',
};

/** Dev/preview only: the QA panel's button, and the panel once opened. */
export function QaPanelLauncher({ notices }: { notices: string[] }) {
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  // Closing the panel gives the keyboard back to the button that opened it.
  useEffect(() => {
    if (!open && closed.current) launcher.current?.focus();
  }, [open]);

  if (open) {
    const close = () => {
      closed.current = true;
      setOpen(false);
    };
    return (
      <Suspense fallback={null}>
        <QaPanel notices={notices} onClose={close} />
      </Suspense>
    );
  }
  return (
    <button
      ref={launcher}
      type="button"
      className="plain-icon-button medium"
      style={LAUNCHER_STYLE}
      aria-label="Open QA panel"
      title="QA panel"
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setOpen(true)}
    >
      <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden focusable="false">
        <path fill="currentColor" d={BUG_REPORT_ICON} />
      </svg>
    </button>
  );
}
