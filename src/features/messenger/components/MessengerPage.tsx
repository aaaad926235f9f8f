import { useCallback, useEffect, useMemo, useState } from 'react';
import { SearchField } from '@/lib/ui/SearchField';
import { TutorialVideoDialog } from '@/lib/ui/TutorialVideoDialog';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Paper,
  Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRemote, currentBridge } from '@/lib/extension/client';
import type { ConversationFilter } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { HELP_CENTRE_URL, MESSENGER } from '@/lib/constants';
import { Loading } from '@/lib/ui/Loading';
import { useNotice } from '@/lib/ui/Notice';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { QUERY_ROOTS } from '@/lib/query/keys';
import {
  appendEvent,
  bumpConversation,
  loadNewestConversations,
  messengerQueries,
  PushedMessageSchema,
  updateListedConversations,
} from '../api';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { DEFAULT_FILTER, FilterPopover } from './FilterPopover';
import { ProfilePanel } from './ProfilePanel';
import { now as clockNow } from '@/lib/time/clock';

type BulkAction = 'delete' | 'archive' | 'unarchive' | 'read' | 'unread';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** Where arrow keys belong to the control: text fields, selects and radio groups (a row's checkbox is not one). */
const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  ((el instanceof HTMLInputElement && el.type !== 'checkbox') ||
    el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT' ||
    el.isContentEditable);

/** Spec 4 "Messenger loading": after the profile check and 500 ms, whether connections are still loading (re-checked every 10 s). */
function useConnectionsLoading(): boolean {
  const check = useQuery(messengerQueries.profileCheck());
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!check.isFetched) return;
    const t = setTimeout(() => setReady(true), 500);
    return () => clearTimeout(t);
  }, [check.isFetched]);
  const loading = useQuery({ ...messengerQueries.connectionsLoading(), enabled: ready });
  return loading.data === true;
}

export function MessengerPage() {
  const client = useQueryClient();
  const notice = useNotice();
  const notify = notice.show;
  const [filter, setFilter] = useState<ConversationFilter>(DEFAULT_FILTER);
  const [search, setSearch] = useState('');
  const applied = useDebounced(
    useMemo(() => ({ filter, search: search.trim() }), [filter, search]),
    MESSENGER.filterDebounceMs,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const [picked, setChecked] = useState<Set<string>>(new Set());
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [tutorial, setTutorial] = useState(false);
  const connectionsLoading = useConnectionsLoading();

  const list = useInfiniteQuery(messengerQueries.conversations(applied.filter, applied.search));
  const conversations = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? [])
      .flatMap((p) => p.items)
      .filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  }, [list.data]);
  const open = conversations.find((c) => c.id === openId) ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Only listed conversations count as selected (a filter change or a removal drops the rest).
  const checked = useMemo(
    () => new Set(conversations.filter((c) => picked.has(c.id)).map((c) => c.id)),
    [conversations, picked],
  );

  // Opening marks read after 1 s if still open.
  const openUnread = !!open && (!open.read || open.unreadCount > 0);
  useEffect(() => {
    if (!openId || !openUnread) return;
    const t = setTimeout(() => {
      callRemote('markConversationAsRead', openId)
        .then(() =>
          updateListedConversations(client, (items) =>
            items.map((c) => (c.id === openId ? { ...c, read: true, unreadCount: 0 } : c)),
          ),
        )
        .catch((e: unknown) =>
          notify(`Could not mark the conversation as read: ${errorMessage(e)}`, 'error'),
        );
    }, MESSENGER.markReadDelayMs);
    return () => clearTimeout(t);
  }, [openId, openUnread, client, notify]);

  // Live events: append to the open conversation and bump it; an unknown one is fetched on top.
  useEffect(() => {
    const bridge = currentBridge();
    if (!bridge) return;
    return bridge.onPush((push) => {
      if (!('type' in push)) return;
      const parsed = PushedMessageSchema.safeParse(push.data);
      if (!parsed.success || !parsed.data.conversationId) return;
      const { name, conversationId, message } = parsed.data;
      if ((name === 'messageRecieved' || name === 'messageReceived') && message) {
        appendEvent(client, conversationId, message);
        if (!bumpConversation(client, conversationId, message, false))
          loadNewestConversations(client).catch((e: unknown) =>
            console.warn('Could not load new conversations', e),
          );
      } else if (name === 'messageSeen') {
        const seenAt = parsed.data.seenAt ?? clockNow();
        updateListedConversations(client, (items) =>
          items.map((c) =>
            c.id === conversationId && c.lastMessage
              ? {
                  ...c,
                  receipts: {
                    ...c.receipts,
                    seenReceipt: { eventUrn: parsed.data.eventUrn ?? c.lastMessage.entityUrn, seenAt },
                  },
                }
              : c,
          ),
        );
      }
    });
  }, [client]);

  // Keyboard: ArrowDown / ArrowUp move through the conversations unless typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || isTextField(e.target) || !conversations.length)
        return;
      if (document.querySelector('[role="dialog"], [role="menu"], [role="listbox"]')) return;
      e.preventDefault();
      const i = conversations.findIndex((c) => c.id === openId);
      const next = e.key === 'ArrowDown' ? Math.min(conversations.length - 1, i + 1) : Math.max(0, i - 1);
      setOpenId(conversations[next]!.id);
      if (e.key === 'ArrowDown' && next >= conversations.length - 3 && hasNextPage && !isFetchingNextPage)
        void fetchNextPage();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [conversations, openId, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const bulk = useMutation({
    mutationFn: async ({ action, ids }: { action: BulkAction; ids: string[] }) => {
      if (action === 'delete') return callRemote('deleteConversations', ids);
      if (action === 'archive') return callRemote('archiveConversations', ids);
      if (action === 'unarchive') return callRemote('unarchiveConversations', ids);
      return callRemote('toggleConversationReadStatus', { ids, read: action === 'read' });
    },
    onSuccess: (_r, { action, ids }) => {
      const set = new Set(ids);
      updateListedConversations(client, (items) =>
        action === 'read' || action === 'unread'
          ? items.map((c) =>
              set.has(c.id) ? { ...c, read: action === 'read', unreadCount: action === 'read' ? 0 : 1 } : c,
            )
          : items.filter((c) => !set.has(c.id)),
      );
      if (action !== 'read' && action !== 'unread' && openId && set.has(openId)) setOpenId(null);
      setChecked(new Set());
      notice.show('Done!');
      void client.invalidateQueries({ queryKey: [QUERY_ROOTS.messenger, 'conversations'] });
    },
    onError: (e) => notice.show(`The action failed: ${errorMessage(e)}`, 'error'),
  });

  const runBulk = (action: BulkAction) => {
    setMenuAnchor(null);
    if (action === 'delete') return setConfirmDelete(true);
    bulk.mutate({ action, ids: [...checked] });
  };

  const toggle = useCallback(
    (id: string) =>
      setChecked((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const archived = applied.filter.type === 'linkedin' && applied.filter.linkedin === 'archived';
  const allChecked = conversations.length > 0 && conversations.every((c) => checked.has(c.id));

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        height: 'calc(100vh - 112px)',
        minHeight: 560,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1">
          Messenger
        </Typography>
        <Link component="button" onClick={() => setTutorial(true)}>
          Learn how it works
        </Link>
      </Box>
      {connectionsLoading && (
        <Alert severity="info">
          <strong>Please wait, we are retrieving data from the LinkedIn</strong>
          <br />
          It may take a few minutes.{' '}
          <Link href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer">
            Help centre
          </Link>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr 280px' },
          gap: 1.5,
          flex: 1,
          minHeight: 0,
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversations list"
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 1 }}>
            <FilterPopover value={filter} onChange={setFilter} />
            <SearchField label="Search conversations" fullWidth value={search} onChange={setSearch} />
          </Box>
          {checked.size > 0 && (
            <Box
              role="toolbar"
              aria-label="Selection"
              sx={{ display: 'flex', alignItems: 'center', px: 1, bgcolor: 'action.hover' }}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={allChecked}
                    indeterminate={!allChecked}
                    onChange={() =>
                      setChecked(allChecked ? new Set() : new Set(conversations.map((c) => c.id)))
                    }
                  />
                }
                label="Select all"
              />
              <Typography variant="body2" sx={{ flex: 1 }}>
                {checked.size} selected
              </Typography>
              <IconButton
                aria-label="Actions for selected conversations"
                onClick={(e) => setMenuAnchor(e.currentTarget)}
                disabled={bulk.isPending}
              >
                <MoreVertIcon />
              </IconButton>
              <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
                <MenuItem onClick={() => runBulk('delete')}>Delete</MenuItem>
                {!archived && <MenuItem onClick={() => runBulk('archive')}>Archive</MenuItem>}
                {archived && <MenuItem onClick={() => runBulk('unarchive')}>Unarchive</MenuItem>}
                <MenuItem onClick={() => runBulk('read')}>Mark as read</MenuItem>
                <MenuItem onClick={() => runBulk('unread')}>Mark as unread</MenuItem>
              </Menu>
            </Box>
          )}
          {list.isPending && <Loading />}
          {list.isError && (
            <RetryAlert
              sx={{ m: 1 }}
              error={list.error}
              onRetry={() => void list.refetch()}
              what="Conversations could not be loaded"
            />
          )}
          {list.isSuccess && conversations.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              No existing conversations
            </Typography>
          )}
          {list.isFetchNextPageError && (
            <RetryAlert
              sx={{ m: 1 }}
              error={list.error}
              onRetry={() => void list.fetchNextPage()}
              what="More conversations could not be loaded"
            />
          )}
          {conversations.length > 0 && (
            <ConversationList
              conversations={conversations}
              openId={openId}
              checked={checked}
              onOpen={setOpenId}
              onToggle={toggle}
              hasMore={!!list.hasNextPage && !list.isFetchNextPageError}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversation"
          sx={{ minHeight: 0, display: 'flex', flexDirection: 'column' }}
        >
          {open ? (
            <ConversationView key={open.id} conversation={open} notify={notice.show} />
          ) : (
            <Typography color="text.secondary" sx={{ m: 'auto', p: 2 }}>
              Select a conversation to read it
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ minHeight: 0, overflow: 'auto' }}>
          {open ? (
            <ProfilePanel key={open.id} conversation={open} notify={notice.show} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              The profile of the person you are talking to shows here.
            </Typography>
          )}
        </Paper>
      </Box>
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        aria-labelledby="confirm-delete-title"
      >
        <DialogTitle id="confirm-delete-title">Confirm deletion</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Are you sure you want to delete {checked.size} conversations ?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmDelete(false);
              bulk.mutate({ action: 'delete', ids: [...checked] });
            }}
          >
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
      <TutorialVideoDialog
        open={tutorial}
        onClose={() => setTutorial(false)}
        title="How the messenger works"
        topic="Your LinkedIn inbox, with tags, notes and canned responses"
      />
      {notice.element}
    </Box>
  );
}
