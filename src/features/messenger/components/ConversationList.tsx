import { memo, useEffect, useRef, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { Conversation } from '@/lib/extension/contract';
import { MESSENGER } from '@/lib/constants';
import { useVirtualRows } from '@/lib/hooks/useVirtualRows';
import { formatRelative } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';
import { insetFocusRing } from '@/lib/ui/plainControls';

export const ROW_HEIGHT = 72;

export const conversationName = (c: Conversation) =>
  c.participants.map((p) => `${p.firstName} ${p.lastName}`.trim()).join(', ') || 'Unknown participant';

export interface ConversationListProps {
  conversations: Conversation[];
  openId: string | null;
  /** The row the keyboard is on (outlined). */
  cursorId: string | null;
  /** Conversations with a draft: they show a 'Draft' marker. */
  drafts: ReadonlySet<string>;
  checked: ReadonlySet<string>;
  onOpen: (id: string) => void;
  onToggle: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The rows shown are about to be replaced (another filter or search): `aria-busy`, dimmed. */
  busy?: boolean;
}

/**
 * The conversations, virtualised (the big world has 10,000); within 100 px of the bottom the next
 * page loads. The look is set here, on an element (display: contents) that a scroll does not
 * re-render: on the rows' element, MUI serialised all of it again on every scroll event (a
 * tenth of the main thread while scrolling).
 */
export function ConversationList(props: ConversationListProps) {
  return (
    <Box sx={listStyles}>
      <ConversationRows {...props} />
    </Box>
  );
}

function ConversationRows({
  conversations,
  openId,
  cursorId,
  drafts,
  checked,
  onOpen,
  onToggle,
  hasMore,
  loadingMore,
  onLoadMore,
  busy = false,
}: ConversationListProps) {
  const { scrollRef, virtualizer, rows, rest } = useVirtualRows({
    items: conversations,
    rowHeight: ROW_HEIGHT,
    itemKey: (c) => c.id,
  });

  const cursorIndex = cursorId ? conversations.findIndex((c) => c.id === cursorId) : -1;
  useEffect(() => {
    if (cursorIndex >= 0) virtualizer.scrollToIndex(cursorIndex, { align: 'auto' });
  }, [cursorIndex, virtualizer]);

  // fetchConversations is throttled to one call per 500 ms.
  const lastLoad = useRef(0);
  const trailing = useRef<number | undefined>(undefined);
  /** Loads the next page when `below` (px of rows under the box's bottom edge) is near the end. */
  const loadIfNearEnd = (below: number) => {
    if (!hasMore || loadingMore || below > MESSENGER.scrollThresholdPx) return;
    const wait = lastLoad.current + MESSENGER.listThrottleMs - Date.now();
    if (wait > 0) {
      // Try again once the throttle window ends, in case no further scroll event comes.
      window.clearTimeout(trailing.current);
      trailing.current = window.setTimeout(() => latest.current(), wait);
      return;
    }
    lastLoad.current = Date.now();
    onLoadMore();
  };
  const onScroll = () => {
    const el = scrollRef.current;
    if (el) loadIfNearEnd(el.scrollHeight - el.scrollTop - el.clientHeight);
  };
  const latest = useRef(onScroll);
  const check = useRef(loadIfNearEnd);
  useEffect(() => {
    latest.current = onScroll;
    check.current = loadIfNearEnd;
  });
  useEffect(() => () => window.clearTimeout(trailing.current), []);

  // Keep loading while the rows do not fill the view (a campaign filter may keep few of a page),
  // until a page comes back empty; the throttle above still spaces the calls. A page that kept
  // nothing changes no size, so every new list (each page) checks again. `rest` comes from the
  // virtualiser's observers: reading the box here would force the page's first layout mid-commit.
  useEffect(() => {
    if (rest !== null) check.current(rest);
  }, [conversations, rest, hasMore, loadingMore]);

  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      data-testid="conversation-scroll"
      className="conversation-scroll"
    >
      {conversations.length === 0 && !hasMore && !loadingMore && (
        <Typography color="textSecondary" sx={{ p: 2, textAlign: 'center' }}>
          No existing conversations
        </Typography>
      )}
      <div
        role="list"
        aria-label="Conversations"
        aria-busy={busy || undefined}
        className="conversation-list"
        // The height changes with every page: a style attribute, not a new CSS rule each time.
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const c = conversations[row.index]!;
          return (
            <ConversationRow
              key={row.key}
              conversation={c}
              top={row.start}
              open={c.id === openId}
              cursor={c.id === cursorId}
              draft={drafts.has(c.id)}
              checked={checked.has(c.id)}
              onOpen={onOpen}
              onToggle={onToggle}
            />
          );
        })}
      </div>
      {loadingMore && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <CircularProgress size={20} aria-label="Loading more conversations" />
        </Box>
      )}
    </div>
  );
}

interface RowProps {
  conversation: Conversation;
  /** Offset from the list's top, in px (the list is virtualised). */
  top: number;
  open: boolean;
  cursor: boolean;
  draft: boolean;
  checked: boolean;
  onOpen: (id: string) => void;
  onToggle: (id: string) => void;
}

/**
 * The list's and its rows' look, set once on the list. Rows are plain elements: with MUI's Checkbox,
 * Badge, Avatar, Chip and Typographies a row was some 40 components, and its own style with its
 * offset in it, so every row scrolled into view added a CSS rule.
 */
const listStyles = (t: Theme) => ({
  display: 'contents',
  '& .conversation-scroll': { flex: 1, overflow: 'auto', minHeight: 0 },
  '& .conversation-list': { position: 'relative' },
  '& .conversation': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: ROW_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    px: 1,
    boxSizing: 'border-box',
    borderBottom: 1,
    borderColor: 'divider',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&.open, &.open:hover': { bgcolor: 'action.selected' },
    '&.cursor': insetFocusRing(t),
  },
  '& .conversation-badge': { position: 'relative', flexShrink: 0, display: 'flex' },
  '& .conversation-avatar': {
    position: 'relative',
    width: 36,
    height: 36,
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    fontSize: t.typography.pxToRem(20),
    color: t.palette.background.default,
    bgcolor: t.palette.grey[400],
    '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  },
  // MUI's dot Badge on a circle: 8 px, at the avatar's top right.
  '& .conversation-unread-dot': {
    position: 'absolute',
    top: '14%',
    right: '14%',
    width: 8,
    height: 8,
    borderRadius: '50%',
    bgcolor: 'primary.main',
    transform: 'translate(50%, -50%)',
  },
  '& .conversation-body': { minWidth: 0, flex: 1 },
  '& .conversation-top': { display: 'flex', justifyContent: 'space-between', gap: 1 },
  '& .conversation-name': {
    all: 'unset',
    typography: 'body1',
    fontWeight: 500,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${t.palette.primary.main}` },
  },
  '& .conversation-meta': { display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 },
  '& .conversation-draft': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 18,
    px: '7px',
    boxSizing: 'border-box',
    borderRadius: '9px',
    border: `1px solid ${alpha(t.palette.warning.main, 0.7)}`,
    color: 'warning.main',
    fontSize: 11,
  },
  '& .conversation-time': { typography: 'caption', color: 'text.secondary' },
  '& .conversation-excerpt': {
    m: 0,
    typography: 'body2',
    color: 'text.secondary',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .unread .conversation-name': { fontWeight: 700 },
  '& .unread .conversation-excerpt': { color: 'text.primary', fontWeight: 600 },
});

/** A picture that does not load leaves the initial under it. */
const hideBrokenPicture = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.style.visibility = 'hidden';
};

// Memoised with plain props: a poll that kept a conversation (structural sharing keeps its
// identity) re-renders no row; a changed conversation re-renders its own row only.
const ConversationRow = memo(function ConversationRow({
  conversation: c,
  top,
  open,
  cursor,
  draft,
  checked,
  onOpen,
  onToggle,
}: RowProps) {
  const name = conversationName(c);
  const unread = !c.read || c.unreadCount > 0;
  const picture = c.participants[0]?.picture;
  return (
    // The row's click is a bigger target for its name's button, the keyboard's way in (with the
    // messenger's shortcuts), as with MUI's Box before.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      role="listitem"
      aria-current={open ? 'true' : undefined}
      aria-label={`${name}${unread ? ', unread' : ''}${draft ? ', draft' : ''}`}
      className={`conversation${open ? ' open' : ''}${cursor ? ' cursor' : ''}${unread ? ' unread' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      onClick={() => onOpen(c.id)}
    >
      <input
        type="checkbox"
        className="plain-checkbox"
        checked={checked}
        onClick={(e) => e.stopPropagation()}
        onChange={() => onToggle(c.id)}
        aria-label={`Select ${name}`}
      />
      <span className="conversation-badge">
        <span className="conversation-avatar">
          {name.charAt(0)}
          {picture && <img src={picture} alt="" onError={hideBrokenPicture} />}
        </span>
        {unread && <span className="conversation-unread-dot" />}
      </span>
      <div className="conversation-body">
        <div className="conversation-top">
          <button
            type="button"
            className="conversation-name"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(c.id);
            }}
          >
            {excerpt(name, MESSENGER.nameMax)}
          </button>
          <span className="conversation-meta">
            {draft && <span className="conversation-draft">Draft</span>}
            <span className="conversation-time">{formatRelative(c.lastActivityAt)}</span>
          </span>
        </div>
        <p className="conversation-excerpt">
          {excerpt(c.lastMessage?.eventContent.attributedBody?.text, MESSENGER.excerptMax)}
        </p>
      </div>
    </div>
  );
});
