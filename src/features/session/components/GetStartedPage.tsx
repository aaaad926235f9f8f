import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { CenteredCard } from '@/lib/ui/CenteredCard';
import { ExternalButton } from '@/lib/ui/ExternalButton';
import ExtensionIcon from '@mui/icons-material/Extension';
import { EXTENSION_STORE_URL, MIN_EXTENSION_VERSION, PRODUCT_NAME } from '@/lib/constants';

/** Where a failed extension connection lands: install the extension from the web store. */
export function GetStartedPage() {
  return (
    <CenteredCard title={`Get started with ${PRODUCT_NAME}`} maxWidth={620} titleVariant="h4">
      <Typography sx={{ mb: 3 }}>
        {PRODUCT_NAME} works together with its browser extension, which runs your LinkedIn campaigns right in
        your browser. Install the extension to start using the app.
      </Typography>
      <Stepper orientation="vertical" nonLinear activeStep={-1} sx={{ mb: 3 }}>
        <Step expanded>
          <StepLabel>Install the extension</StepLabel>
          <StepContent>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Add {PRODUCT_NAME} to Chrome from the Chrome Web Store (version {MIN_EXTENSION_VERSION} or
              higher).
            </Typography>
            <ExternalButton
              variant="contained"
              size="large"
              startIcon={<ExtensionIcon />}
              href={EXTENSION_STORE_URL}
            >
              Install from the Chrome Web Store
            </ExternalButton>
          </StepContent>
        </Step>
        <Step expanded>
          <StepLabel>Make sure it is enabled</StepLabel>
          <StepContent>
            <Typography variant="body2">
              Open chrome://extensions and check that {PRODUCT_NAME} is switched on. Pin it to the toolbar so
              it is always at hand.
            </Typography>
          </StepContent>
        </Step>
        <Step expanded>
          <StepLabel>Open the app from the extension</StepLabel>
          <StepContent>
            <Typography variant="body2">
              Click the {PRODUCT_NAME} icon in your browser toolbar and choose to open the app. The app then
              connects to the extension by itself.
            </Typography>
          </StepContent>
        </Step>
      </Stepper>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Already installed and opened from the extension?
      </Typography>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        Try to connect again
      </Button>
    </CenteredCard>
  );
}
