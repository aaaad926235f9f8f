import { useCallback, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material';
import { NoticeSnackbar } from './NoticeSnackbar';
import type { Notice } from './notify';

/**
 * @deprecated Use `useNotify()` from `./notify` (one Snackbar in the app shell). Kept until the
 * last screens that render their own notice switch over.
 */
export function useNotice(): { show: (text: string, severity?: AlertColor) => void; element: ReactNode } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (text: string, severity: AlertColor = 'success') =>
      setNotice((old) => ({ text, severity, key: (old?.key ?? 0) + 1 })),
    [],
  );
  const element = <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />;
  return { show, element };
}
