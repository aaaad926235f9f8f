import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import { appStyleCache, AppTheme } from '@/app/AppTheme';

/** The CSS the cache has written: its sheet's style tags (outside the browser's speedy mode, text). */
const appStyles = () => appStyleCache.sheet.tags.map((tag) => tag.textContent).join('\n');

describe("the app's style cache", () => {
  it('writes styles unprefixed, under its own key (Chromium takes them as they are)', () => {
    render(
      <AppTheme>
        <Box sx={{ userSelect: 'none', appearance: 'none' }}>Styled</Box>
      </AppTheme>,
    );
    expect(screen.getByText('Styled').className).toMatch(/\bapp-/);
    const css = appStyles();
    expect(css).toContain('user-select:none');
    expect(css).toContain('appearance:none');
    expect(css).not.toContain('-webkit-user-select');
    expect(css).not.toContain('-moz-');
  });
});
