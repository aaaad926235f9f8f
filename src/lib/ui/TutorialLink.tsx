import { useState } from 'react';
import Link from '@mui/material/Link';
import { TutorialVideoDialog } from './TutorialVideoDialog';
import type { TutorialVideoDialogProps } from './TutorialVideoDialogView';

/** "Learn how it works": a link that opens the screen's tutorial video. */
export function TutorialLink(props: Pick<TutorialVideoDialogProps, 'title' | 'topic'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" onClick={() => setOpen(true)}>
        Learn how it works
      </Link>
      <TutorialVideoDialog open={open} onClose={() => setOpen(false)} {...props} />
    </>
  );
}
