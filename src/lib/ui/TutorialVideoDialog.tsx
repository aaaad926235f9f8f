import type { TutorialVideoDialogProps } from './TutorialVideoDialogView';
import { mountOnFirstOpen } from './mountOnFirstOpen';

/** A tutorial video, 800 x 510 (spec 000 section 9), for every screen that offers one. */
export const TutorialVideoDialog = mountOnFirstOpen<TutorialVideoDialogProps>(() =>
  import('./TutorialVideoDialogView').then((m) => m.TutorialVideoDialogView),
);
