import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { TemplatePreview } from '@/features/campaign-editor/components/TemplateField';
import { createTestQueryClient, withClient } from './renderRoute';
import { simulate } from './simulation';

// The template preview says it is busy until it shows the typed template's text: the text may
// still change, and so move everything below it (a press and release would land apart).

describe('template preview', () => {
  it('is busy while the typed template is not yet the shown one', async () => {
    let holdPreviews = false;
    const sim = simulate('default', { lose: (name) => holdPreviews && name === 'processTemplate' });
    const Wrapper = withClient(createTestQueryClient());
    const view = render(<TemplatePreview template="Hi {FIRST_NAME}!" />, { wrapper: Wrapper });

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(preview).toHaveAttribute('aria-busy', 'false'));
    const shown = screen.getByTestId('template-preview').textContent ?? '';
    expect(shown).toMatch(/^Hi \S+!$/);

    // A new template whose preview never comes: the old text stays, marked busy.
    holdPreviews = true;
    const asked = sim.count('processTemplate');
    view.rerender(<TemplatePreview template="Bye {FIRST_NAME}." />);
    expect(preview).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('template-preview')).toHaveTextContent(shown);
    // Past the typing pause the new preview is asked for; until it answers, still busy.
    await waitFor(() => expect(sim.count('processTemplate')).toBe(asked + 1));
    expect(screen.getByTestId('template-preview')).toHaveTextContent(shown);
    expect(preview).toHaveAttribute('aria-busy', 'true');
  });
});
