import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { CenteredCard } from '@/lib/ui/CenteredCard';
import { ExternalButton } from '@/lib/ui/ExternalButton';
import { HELP_CENTRE_URL, PRODUCT_NAME } from '@/lib/constants';

/** Reached when the extension reports code version 0 and is not offline: it has not been activated yet. */
export function ActivationPage() {
  return (
    <CenteredCard title="Activate your extension" maxWidth={620} titleVariant="h4">
      <Alert severity="info" sx={{ mb: 2 }}>
        The {PRODUCT_NAME} extension is installed, but it has not been activated in this browser yet.
      </Alert>
      <Typography sx={{ mb: 1 }}>To activate it:</Typography>
      <List component="ol" sx={{ listStyle: 'decimal', pl: 3, mb: 2 }}>
        {[
          `Click the ${PRODUCT_NAME} icon in your browser toolbar.`,
          'Follow the steps in the extension to activate it; it downloads what it needs to run your campaigns.',
          'Come back to this tab and reload it.',
        ].map((text) => (
          <ListItem key={text} sx={{ display: 'list-item', py: 0.25 }}>
            <ListItemText primary={text} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          I have activated it, reload
        </Button>
        <ExternalButton variant="text" href={HELP_CENTRE_URL}>
          Get help
        </ExternalButton>
      </Box>
    </CenteredCard>
  );
}
