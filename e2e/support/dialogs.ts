import { expect, type Locator, type Page } from '@playwright/test';
import { expectFocused } from './keyboard';

/**
 * The open dialog keeps the focus (Shift+Tab from its first control wraps to its last, Tab wraps
 * back), Escape closes it, and the focus returns to `opener`, the control that opened it.
 */
export async function closeDialog(page: Page, opener: Locator) {
  // A dialog opened over another hides it from the accessibility tree: count the hidden ones too.
  const dialogs = page.getByRole('dialog', { includeHidden: true }).or(page.getByRole('alertdialog', { includeHidden: true }));
  const top = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  const focusInside = () => top.evaluate((dialog) => dialog.contains(document.activeElement), undefined, { timeout: 5000 });
  await expect.poll(focusInside).toBe(true);
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(), `the focus stays in the dialog after ${key}`).toBe(true);
  }
  const open = await dialogs.count();
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(open - 1);
  await expectFocused(opener);
}
