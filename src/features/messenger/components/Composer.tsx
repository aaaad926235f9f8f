import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import SendIcon from '@mui/icons-material/Send';
import type { Conversation } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';
import {
  useProcessTemplateMutation,
  useSendMessage,
  useUploadAttachmentMutation,
  type Attachment,
} from '../api';
import { useDraftField } from '../drafts';
import { isLocked } from '../outbox';
import { MessageSchema } from '../schemas';
import { SendOutcome } from './SendOutcome';
import type { Notify } from '@/lib/ui/notify';

// The canned responses' dialog (MUI's Dialog, List and Tooltip) downloads on its first opening.
const CannedResponsesDialog = mountOnFirstOpen(() =>
  import('./CannedResponsesDialog').then((m) => m.CannedResponsesDialog),
);

/** The composer: message, attachments, canned responses and Send (disabled while the text is empty). */
export function Composer({ conversation, notify }: { conversation: Conversation; notify: Notify }) {
  const [text, setText] = useDraftField(conversation.id, 'message');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachmentMutation();
  const send = useSendMessage(conversation);
  const fillIn = useProcessTemplateMutation(conversation);

  // The lock is the conversation's, outside this component: it holds across switching away and
  // back, and two quick Ctrl+Enter presses (both before React re-renders) send once.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isLocked(send.state)) return;
    const parsed = MessageSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    const sent = attachments;
    send.submit(text, sent, () => setAttachments((list) => list.filter((a) => !sent.includes(a))));
  };

  // A canned response goes in filled in for this person (processTemplate), after what is typed.
  const insert = (message: string) => {
    setCannedOpen(false);
    fillIn.mutate(message, {
      onSuccess: (filled) => setText(text.trim() ? `${text}\n${filled}` : filled),
      onError: (err) => setError(`The canned response could not be inserted: ${errorMessage(err)}`),
    });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Composer"
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <SendOutcome
        state={send.state}
        onDismiss={send.dismiss}
        onSendAgain={send.sendAgain}
        onCheckAgain={send.checkAgain}
        onSendAsWritten={send.sendAsWritten}
      />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <TextField
        multiline
        minRows={2}
        maxRows={8}
        placeholder="Enter a message"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
        }}
        slotProps={{ htmlInput: { 'aria-label': 'Enter a message' } }}
        fullWidth
      />
      {attachments.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {attachments.map((a) => (
            <Chip
              key={a.id}
              size="small"
              label={a.name}
              onDelete={() => setAttachments((list) => list.filter((x) => x.id !== a.id))}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <input
          ref={fileRef}
          type="file"
          hidden
          aria-label="File to attach"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file)
              upload.mutate(file, {
                onSuccess: (a) => setAttachments((list) => [...list, a]),
                onError: (err) => notify(`The file could not be attached: ${errorMessage(err)}`, 'error'),
              });
            e.target.value = '';
          }}
        />
        <Tooltip title="Attach a file">
          <span>
            <IconButton
              aria-label="Attach a file"
              onClick={() => fileRef.current?.click()}
              disabled={upload.isPending}
            >
              {upload.isPending ? (
                <CircularProgress size={20} aria-label="Uploading the file" />
              ) : (
                <AttachFileIcon />
              )}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Canned responses">
          <IconButton aria-label="Canned responses" onClick={() => setCannedOpen(true)}>
            <QuickreplyIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!text.trim() || isLocked(send.state) || fillIn.isPending}
        >
          Send
        </Button>
      </Box>
      <CannedResponsesDialog
        open={cannedOpen}
        onClose={() => setCannedOpen(false)}
        onInsert={insert}
        notify={notify}
      />
    </Box>
  );
}
