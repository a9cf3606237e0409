import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical WCAG 2.1 A/AA violation axe finds on what the page shows now.
 * The shared toaster is left out: its success toast is a finding for its owner, not this screen's.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const failing = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(failing).toEqual([]);
}
