import { Box, Dialog, DialogContent, DialogTitle, IconButton, Link, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { HELP_CENTRE_URL, TUTORIAL_VIDEO } from '@/lib/constants';

/** Only a production build with VITE_TUTORIAL_VIDEO_URL embeds the video; dev, preview and tests load nothing third-party. */
const videoUrl = (): string | undefined =>
  import.meta.env.PROD && !__SIMULATED__
    ? (import.meta.env.VITE_TUTORIAL_VIDEO_URL as string | undefined)
    : undefined;

/** The CRM tutorial video, 800 x 510. */
export function TutorialVideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const src = videoUrl();
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} aria-labelledby="crm-tutorial-title">
      <DialogTitle id="crm-tutorial-title" sx={{ pr: 6 }}>
        Tutorial video
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
              title="Tutorial video"
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
                How to work with your connections in the CRM
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
