import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material';

/** A button that opens one of our fixed outside addresses (store, LinkedIn, help) in a new tab. */
export function ExternalButton(props: Omit<ButtonProps<'a'>, 'target' | 'rel'> & { href: string }) {
  return <Button {...props} target="_blank" rel="noopener noreferrer" />;
}
