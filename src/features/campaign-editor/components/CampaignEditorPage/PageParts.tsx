import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolIcon from '@mui/icons-material/School';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format/dates';
import { objectiveTitle } from '../../copy';
import type { Draft } from '../../drafts';
import { TutorialDialog } from '../TutorialDialog';

// The pieces both editor pages show around the form.

export const PAGE_SX = { p: { xs: 2, md: 3 }, maxWidth: 1100 } as const;

export function PageHeader({ title }: { title: string }) {
  const [tutorial, setTutorial] = useState(false);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Button startIcon={<SchoolIcon />} onClick={() => setTutorial(true)}>
        Tutorial
      </Button>
      <TutorialDialog open={tutorial} onClose={() => setTutorial(false)} />
    </Stack>
  );
}

/**
 * While a found draft waits for Restore or Discard, the form below it cannot be typed in: what
 * was typed there would not be kept, and keeping it would overwrite the draft on offer.
 */
export function AwaitingDraftChoice({ waiting, children }: { waiting: boolean; children: ReactNode }) {
  return (
    <Box inert={waiting} sx={waiting ? { opacity: 0.5 } : undefined}>
      {children}
    </Box>
  );
}

export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            Restore draft
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            Discard draft
          </Button>
        </Stack>
      }
    >
      An unsaved draft ({objectiveTitle(draft.module)}
      {draft.values.name ? `: ${draft.values.name}` : ''}) from {formatDateTime(draft.savedAt)} was found.
    </Alert>
  );
}

/** One page back, or the campaign list when the editor was opened directly. */
export function useGoBack() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return () => (canGoBack ? router.history.back() : void navigate({ to: '/campaigns' }));
}
