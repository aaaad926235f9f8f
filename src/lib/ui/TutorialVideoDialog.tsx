import { useState } from 'react';
import Link from '@mui/material/Link';
import type { TutorialVideoDialogProps } from './TutorialVideoDialogView';
import { mountOnFirstOpen } from './mountOnFirstOpen';

/** A tutorial video, 800 x 510 (spec 000 section 9), for every screen that offers one. */
export const TutorialVideoDialog = mountOnFirstOpen<TutorialVideoDialogProps>(() =>
  import('./TutorialVideoDialogView').then((m) => m.TutorialVideoDialogView),
);

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
