import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useOpenedOnce } from '@/lib/hooks/useOpenedOnce';
import { userSettingsQuery } from '@/lib/queries/settings';
import { useSessionUser } from '@/lib/session/sessionData';
import { lazyPiece } from '@/lib/ui/LazyPiece';
import { whenIdle } from '@/lib/whenIdle';
import { notificationQueries } from '../api';
import { useLastRead } from '../lastRead';
import { countText, newCount } from '../notifications';

// The top bar's bell: a plain button with a count badge (drawn by the shell's stylesheet, like the
// rest of the bar). The list is MUI's Popover, downloaded when the bell is first reached.

const loadPanel = () => import('./NotificationsPanel').then((m) => m.NotificationsPanel);
const NotificationsPanel = lazyPiece('The notifications', loadPanel);
const preload = () => void NotificationsPanel.preload();

export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(!!anchor);
  const user = useSessionUser();
  const accountId = user ? String(user.id) : null;
  const [lastRead] = useLastRead(accountId);
  // The bell asks once the browser is idle: its calls never hold up the screen's own first ones.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const { data: list } = useQuery({ ...notificationQueries.recent(), enabled: idle && accountId !== null });
  const { data: settings } = useQuery({ ...userSettingsQuery(), enabled: idle });
  // Settings › General can turn the count off; an extension without settings counts (the spec's default).
  const showCount = settings?.options.show_notifications !== false;
  const unread = newCount(list ?? [], lastRead);
  const badge = showCount && unread.count > 0 ? countText(unread) : null;
  return (
    <>
      <button
        type="button"
        className="notifications"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        aria-label={badge ? `Notifications, ${badge} new` : 'Notifications'}
      >
        <NotificationsNoneIcon />
        {badge && (
          <span className="badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {mounted && (
        <NotificationsPanel anchor={anchor} accountId={accountId} onClose={() => setAnchor(null)} />
      )}
    </>
  );
}
