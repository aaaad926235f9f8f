import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isUnconfirmed } from '@/lib/extension/actions';
import { callRemote, callRemoteAction } from '@/lib/extension/client';
import type { Conversation, MessageEvent } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { draftStore, remainingDraft } from '../drafts';
import { outbox, useOutgoing, type OutgoingMessage, type SendState } from '../outbox';
import { appendEvent, bumpConversation, CONVERSATION_LISTS_KEY } from './cache';
import { processTemplate, type Attachment } from './mutations';
import { messengerQueries } from './queries';

const messengerContract = () => import('@/lib/extension/contract/messenger').then((m) => m.messengerRemotes);

// A LinkedIn message goes out once: one action key per message, one send per conversation at a
// time (outbox.ts), its draft cleared only once the extension accepts it, and a timeout checked
// against the conversation before anything offers to send it again.

/** LinkedIn's time and ours may differ a little: a message this much older than Send still counts. */
const CLOCK_SLACK_MS = 30_000;

/** The message as sent: its text filled in for the person (kept, so a retry sends the same). */
type Filled = OutgoingMessage & { body: string };

/** The extension did not answer the send in time, and the conversation did not show it. */
class UnconfirmedSend extends Error {
  constructor(
    readonly sent: Filled,
    readonly found: 'absent' | 'unknown',
    readonly detail?: string,
  ) {
    super('The message is not confirmed yet');
  }
}

/** The newest messages of the conversation, read again: the sent one, if it is there. */
async function findSent(client: QueryClient, conversation: Conversation, sent: Filled) {
  const events = await callRemote(messengerContract(), 'fetchEvents', {
    conversationId: conversation.id,
    createdBefore: null,
  });
  void client.invalidateQueries({ queryKey: messengerQueries.events(conversation.id).queryKey });
  const contacts = new Set(conversation.participants.map((p) => p.profileId));
  return (
    events.find(
      (e) =>
        !contacts.has(e.from) &&
        e.createdAt >= sent.startedAt - CLOCK_SLACK_MS &&
        (e.eventContent.attributedBody?.text ?? '').trim() === sent.body.trim(),
    ) ?? null
  );
}

/** The outcome of a send that timed out: the message found in the conversation, or UnconfirmedSend. */
async function confirm(client: QueryClient, conversation: Conversation, sent: Filled) {
  let found: MessageEvent | null;
  try {
    found = await findSent(client, conversation, sent);
  } catch (e) {
    throw new UnconfirmedSend(sent, 'unknown', errorMessage(e));
  }
  if (!found) throw new UnconfirmedSend(sent, 'absent');
  return found;
}

/** processTemplate failed: nothing went out, and the person may send the text as typed. */
class TemplateNotFilled extends Error {}

/** Filled in by processTemplate when it holds shortcodes ({FIRST_NAME}); plain text goes as typed. */
async function filled(client: QueryClient, conversation: Conversation, message: OutgoingMessage) {
  if (message.body !== undefined || !message.text.includes('{'))
    return { ...message, body: message.body ?? message.text };
  try {
    return { ...message, body: await processTemplate(client, conversation, message.text) };
  } catch (e) {
    throw new TemplateNotFilled(errorMessage(e));
  }
}

async function sendOnce(client: QueryClient, conversation: Conversation, message: OutgoingMessage) {
  const sent = await filled(client, conversation, message);
  try {
    return await callRemoteAction(messengerContract(), 'sendLinkedinMessage', sent.actionKey, {
      profileId: conversation.participants[0]!.profileId,
      message: sent.body,
      conversationId: conversation.id,
      attachments: sent.attachments,
    });
  } catch (e) {
    if (!isUnconfirmed(e)) throw e;
    outbox.settle(sent, { status: 'checking', message: sent });
    return confirm(client, conversation, sent);
  }
}

interface SendVariables {
  message: OutgoingMessage;
  /** Only read the conversation again (Check again of an unconfirmed send). */
  checkOnly?: boolean;
}

/**
 * The conversation's send: `submit` takes the composer's text (false when a send is in flight),
 * `sendAgain` and `checkAgain` act on an unconfirmed one. The outcome is handled here, not in the
 * composer, so it lands while another conversation is open.
 */
export function useSendMessage(conversation: Conversation) {
  const client = useQueryClient();
  const state = useOutgoing(conversation.id);
  const mutation = useMutation({
    mutationKey: [QUERY_ROOTS.messenger, 'send', conversation.id],
    mutationFn: ({ message, checkOnly }: SendVariables) =>
      // An unconfirmed message went out filled in: its body is known, and checking asks nothing else.
      checkOnly
        ? confirm(client, conversation, { ...message, body: message.body ?? message.text })
        : sendOnce(client, conversation, message),
    onSuccess: (event, { message }) => {
      if (event) {
        appendEvent(client, conversation.id, event);
        bumpConversation(client, conversation.id, event, true);
      } else {
        // Sent, but the extension did not send the message back: the thread and the list are read again.
        void client.invalidateQueries({ queryKey: messengerQueries.events(conversation.id).queryKey });
        void client.invalidateQueries({ queryKey: CONVERSATION_LISTS_KEY });
      }
      // The send owns its text: it leaves the draft, and what was typed since stays.
      draftStore.rewrite(conversation.id, (draft) => remainingDraft(draft, message.text));
      outbox.settle(message, null);
    },
    onError: (e, { message }) =>
      outbox.settle(
        message,
        e instanceof UnconfirmedSend
          ? { status: 'unconfirmed', message: e.sent, found: e.found, detail: e.detail }
          : e instanceof TemplateNotFilled
            ? { status: 'not-filled', message, detail: e.message }
            : { status: 'failed', message, detail: errorMessage(e) },
      ),
  });
  const { mutate } = mutation;

  const submit = (text: string, attachments: Attachment[], onSent?: () => void): boolean => {
    const message = outbox.claim(conversation.id, text, attachments);
    if (!message) return false;
    mutate({ message }, { onSuccess: onSent });
    return true;
  };
  const unconfirmed = (s: SendState | undefined) => (s?.status === 'unconfirmed' ? s.message : null);
  const sendAgain = () => {
    const message = unconfirmed(outbox.get(conversation.id));
    if (message) submit(message.text, message.attachments);
  };
  const checkAgain = () => {
    const message = unconfirmed(outbox.get(conversation.id));
    if (message && outbox.claimCheck(message)) mutate({ message, checkOnly: true });
  };
  const sendAsWritten = () => {
    const message = outbox.claimAsWritten(conversation.id);
    if (message) mutate({ message });
  };
  const dismiss = () => outbox.dismiss(conversation.id);
  return { state, submit, sendAgain, checkAgain, sendAsWritten, dismiss };
}
