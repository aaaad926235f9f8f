import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedButtons } from '@/lib/ui/SegmentedButtons';
import { PlainMeter } from '@/lib/ui/PlainMeter';
import { PlainAvatar } from '@/lib/ui/PlainAvatar';
import { PlainAlert } from '@/lib/ui/PlainAlert';
import { PlainTextField } from '@/lib/ui/PlainTextField';
import { PlainButton, PlainSpinner } from '@/lib/ui/PlainButton';
import { ICON_PATHS } from '@/lib/ui/iconPaths';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/app/theme';

// The dashboard's first screen draws these instead of MUI's ToggleButtonGroup, LinearProgress,
// Avatar and Alert, and the sign-in forms this TextField (issue 13): they keep what a person and a screen reader get from MUI's.

const PERIODS = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
] as const;

function Periods({ onChange = () => undefined }: { onChange?: (next: string) => void }) {
  const [value, setValue] = useState<(typeof PERIODS)[number]['value']>('month');
  return (
    <SegmentedButtons
      label="Period"
      value={value}
      options={PERIODS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const period = (name: string) => screen.getByRole('button', { name });

describe('SegmentedButtons', () => {
  it('is a named group of pressed buttons; a click presses another, a click on the pressed one does nothing', () => {
    const changes = vi.fn();
    render(<Periods onChange={changes} />);
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(period('Last 30 days')).toHaveAttribute('aria-pressed', 'true');
    expect(period('Today')).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(period('Today'));
    expect(period('Today')).toHaveAttribute('aria-pressed', 'true');
    expect(period('Last 30 days')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(period('Today'));
    expect(changes.mock.calls).toEqual([['today']]);
  });

  it('is one tab stop whose arrow keys, Home and End move between the choices without pressing them', () => {
    render(<Periods />);
    const tabStops = () => screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(tabStops()).toEqual([period('Last 30 days')]);

    period('Last 30 days').focus();
    fireEvent.keyDown(period('Last 30 days'), { key: 'ArrowRight' }); // wraps to the first
    expect(period('Today')).toHaveFocus();
    fireEvent.keyDown(period('Today'), { key: 'ArrowLeft' });
    expect(period('Last 30 days')).toHaveFocus();
    fireEvent.keyDown(period('Last 30 days'), { key: 'Home' });
    expect(period('Today')).toHaveFocus();
    fireEvent.keyDown(period('Today'), { key: 'End' });
    expect(period('Last 30 days')).toHaveFocus();
    fireEvent.keyDown(period('Last 30 days'), { key: 'ArrowLeft' });
    expect(period('Last 7 days')).toHaveFocus();
    expect(tabStops()).toEqual([period('Last 7 days')]);
    expect(period('Last 30 days')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('PlainMeter', () => {
  it('is a progress bar with its name, its value in whole percent (0 to 100) and its own value text', () => {
    render(
      <>
        <PlainMeter label="Messages" value={37.6} valueText="376 / 1,000" />
        <PlainMeter
          label="Connection requests"
          value={140}
          valueText="140 / 100, cap reached"
          colour="error"
        />
      </>,
    );
    const messages = screen.getByRole('progressbar', { name: 'Messages' });
    expect(messages).toHaveAttribute('aria-valuenow', '38');
    expect(messages).toHaveAttribute('aria-valuetext', '376 / 1,000');
    expect(screen.getByRole('progressbar', { name: 'Connection requests' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});

describe('PlainAvatar', () => {
  it('shows the photo, and the initial when there is none or it does not load', () => {
    const { rerender } = render(
      <PlainAvatar src="https://media.example/p.jpg" alt="Alex Morgan" fallback="A" />,
    );
    const photo = screen.getByRole('img', { name: 'Alex Morgan' });
    expect(screen.queryByText('A')).toBeNull();
    fireEvent.error(photo);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('A')).toBeInTheDocument();
    rerender(<PlainAvatar alt="Alex Morgan" fallback="A" />);
    expect(screen.getByText('A')).toBeInTheDocument();
  });
});

describe('PlainAlert', () => {
  it('is an alert with its action and, with onClose, a Close button', () => {
    const closed = vi.fn();
    render(
      <PlainAlert severity="error" action={<button type="button">Try again</button>} onClose={closed}>
        The plan could not be cancelled.
      </PlainAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The plan could not be cancelled.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

function EmailBox({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PlainTextField
      label="Email"
      type="email"
      required
      value={value}
      onChange={setValue}
      error={!!error}
      message={error ?? 'We never share it'}
    />
  );
}

describe('PlainTextField', () => {
  it('is a textbox named by its label (the asterisk is not read), described by its helper text', () => {
    render(<EmailBox />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toBeRequired();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('We never share it');
    fireEvent.change(box, { target: { value: 'alex@example.com' } });
    expect(box).toHaveValue('alex@example.com');
  });

  it('with an error is invalid and described by the message', () => {
    render(<EmailBox error="Enter a valid email address" />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter a valid email address');
  });
});

describe('PlainButton', () => {
  it('is a button named by its text; the icon is not read; a click reaches onClick', () => {
    const onClick = vi.fn();
    render(
      <PlainButton variant="outlined" color="error" startIcon={ICON_PATHS.add} onClick={onClick}>
        Cancel Subscription
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Cancel Subscription' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  // Its look (grey when disabled, whatever its colour) is plainControls.css's, which jsdom does not
  // apply: test/e2e/crm.spec.ts reads it in Chromium.
  it('disabled, it ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <PlainButton variant="outlined" color="error" disabled onClick={onClick}>
          Cancel Subscription
        </PlainButton>
        <PlainButton variant="contained">Change Plan</PlainButton>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Cancel Subscription' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change Plan' })).toBeEnabled();
  });

  it('the spinner is a named progressbar, or hidden inside a busy control', () => {
    render(
      <>
        <PlainSpinner size={20} label="Loading the plan" />
        <PlainButton disabled startIcon={<PlainSpinner size={18} />}>
          Log in
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });
});
