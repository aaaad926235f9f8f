import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { HELP_CENTRE_URL, TUTORIAL_VIDEO } from '../constants';

/** Only a production build with VITE_TUTORIAL_VIDEO_URL embeds the video; dev, preview and tests load nothing third-party. */
const videoUrl = (): string | undefined =>
  import.meta.env.PROD && !__SIMULATED__
    ? (import.meta.env.VITE_TUTORIAL_VIDEO_URL as string | undefined)
    : undefined;

export interface TutorialVideoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title (its accessible name). */
  title?: string;
  /** What the video is about, shown where the video would play. */
  topic: string;
}

/** The dialog itself (TutorialVideoDialog loads it on its first opening). */
export function TutorialVideoDialogView({
  open,
  onClose,
  title = 'Tutorial video',
  topic,
}: TutorialVideoDialogProps) {
  const src = videoUrl();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          data-testid="tutorial-video"
          sx={{
            width: TUTORIAL_VIDEO.width,
            height: TUTORIAL_VIDEO.height,
            maxWidth: '100%',
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {src ? (
            <Box
              component="iframe"
              src={src}
              title={title}
              width={TUTORIAL_VIDEO.width}
              height={TUTORIAL_VIDEO.height}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              sx={{ border: 0, width: '100%', height: '100%' }}
            />
          ) : (
            <Box
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                color: 'grey.100',
                p: 3,
                textAlign: 'center',
              }}
            >
              <Typography variant="h6" component="p">
                {topic}
              </Typography>
              <Typography variant="body2">
                The video plays here in the released app. Meanwhile, see the{' '}
                <Link
                  href={HELP_CENTRE_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="inherit"
                  underline="always"
                >
                  help centre
                </Link>
                .
              </Typography>
            </Box>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
