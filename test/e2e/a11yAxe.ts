import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA: what docs/accessibility.md promises. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Off by default in axe (experimental): a visible label must start the accessible name (2.5.3). */
const LABEL_IN_NAME = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Runs axe on the page (or only inside `selector`, e.g. the open dialog) and fails on any serious
 * or critical violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousViolations(page: Page, selector?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).options({ rules: LABEL_IN_NAME }).withTags(WCAG_21_AA);
  if (selector) builder = builder.include(selector);
  const { violations, passes } = await builder.analyze();
  // Something was checked: a selector that matched nothing would pass vacuously.
  expect(passes.length).toBeGreaterThan(0);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe on ${page.url()}${selector ? ` in ${selector}` : ''}`).toEqual([]);
}

/** Axe inside every open dialog (MUI puts role="dialog" on the dialog's paper). */
export const expectAccessibleDialog = (page: Page) => expectNoSeriousViolations(page, '[role="dialog"]');
