import { memo, useEffect, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@/lib/extension/contract';
import { MESSENGER } from '@/lib/constants';
import { useVirtualRows } from '@/lib/hooks/useVirtualRows';
import { formatRelative } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';

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
}

/** The conversations, virtualised (the big world has 10,000); within 100 px of the bottom the next page loads. */
export function ConversationList({
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
}: ConversationListProps) {
  const { scrollRef, virtualizer, rows } = useVirtualRows({
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
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el || !hasMore || loadingMore) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight > MESSENGER.scrollThresholdPx) return;
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
  const latest = useRef(onScroll);
  useEffect(() => {
    latest.current = onScroll;
  });
  useEffect(() => () => window.clearTimeout(trailing.current), []);

  // Keep loading while the rows do not fill the view (a campaign filter may keep few of a page),
  // until a page comes back empty; the throttle above still spaces the calls. A page that kept
  // nothing changes no size, so every new list (each page) checks again.
  const totalSize = virtualizer.getTotalSize();
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || !hasMore || loadingMore) return;
    if (totalSize - el.scrollTop - el.clientHeight <= MESSENGER.scrollThresholdPx) latest.current();
  }, [conversations, totalSize, hasMore, loadingMore, scrollRef]);

  return (
    <Box
      ref={scrollRef}
      onScroll={onScroll}
      data-testid="conversation-scroll"
      sx={{ flex: 1, overflow: 'auto', minHeight: 0 }}
    >
      {conversations.length === 0 && !hasMore && !loadingMore && (
        <Typography color="textSecondary" sx={{ p: 2, textAlign: 'center' }}>
          No existing conversations
        </Typography>
      )}
      <Box
        role="list"
        aria-label="Conversations"
        sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}
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
      </Box>
      {loadingMore && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <CircularProgress size={20} aria-label="Loading more conversations" />
        </Box>
      )}
    </Box>
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
  return (
    <Box
      role="listitem"
      aria-current={open ? 'true' : undefined}
      aria-label={`${name}${unread ? ', unread' : ''}${draft ? ', draft' : ''}`}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: open ? 'action.selected' : undefined,
        outline: cursor ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        cursor: 'pointer',
        '&:hover': { bgcolor: open ? 'action.selected' : 'action.hover' },
      }}
      onClick={() => onOpen(c.id)}
    >
      <Checkbox
        size="small"
        checked={checked}
        onClick={(e) => e.stopPropagation()}
        onChange={() => onToggle(c.id)}
        slotProps={{ input: { 'aria-label': `Select ${name}` } }}
      />
      <Badge color="primary" variant="dot" invisible={!unread} overlap="circular">
        <Avatar src={c.participants[0]?.picture ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {name.charAt(0)}
        </Avatar>
      </Badge>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography
            component="button"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(c.id);
            }}
            noWrap
            sx={{
              all: 'unset',
              fontWeight: unread ? 700 : 500,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              cursor: 'pointer',
            }}
          >
            {excerpt(name, MESSENGER.nameMax)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
            {draft && (
              <Chip
                label="Draft"
                size="small"
                color="warning"
                variant="outlined"
                sx={{ height: 18, fontSize: 11 }}
              />
            )}
            <Typography variant="caption" color="textSecondary">
              {formatRelative(c.lastActivityAt)}
            </Typography>
          </Box>
        </Box>
        <Typography
          variant="body2"
          color={unread ? 'text.primary' : 'text.secondary'}
          noWrap
          sx={{ fontWeight: unread ? 600 : 400 }}
        >
          {excerpt(c.lastMessage?.eventContent.attributedBody?.text, MESSENGER.excerptMax)}
        </Typography>
      </Box>
    </Box>
  );
});
