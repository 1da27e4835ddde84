import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportDialog } from './ReportDialog';
import type { ReportDetails, ReportOutcome } from './useProfileActions';

function renderDialog(initialCategory?: 'money' | 'off_app') {
  const onReport = vi.fn<(details: ReportDetails) => Promise<ReportOutcome>>(async () => ({ outcome: 'done' }));
  render(<ReportDialog name="Yusuf" initialCategory={initialCategory} onReport={onReport} trigger={<button type="button">Report</button>} />);
  return { onReport, user: userEvent.setup() };
}

describe('ReportDialog', () => {
  it("offers every category as a radio group, with the one a chat warning passes preselected", async () => {
    const { onReport, user } = renderDialog('off_app');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Yusuf' });
    const group = within(dialog).getByRole('group', { name: 'What happened?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Asked for money',
      'Wants to move off the app',
      'Already married / not serious',
      'Fake photos',
      'Underage',
      'Harassment or abuse',
      'Something else',
    ]);
    expect(within(group).getByRole('radio', { name: 'Wants to move off the app' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(onReport).toHaveBeenCalledWith({ category: 'off_app', reason: null });
  });

  it('moves between categories with the arrow keys', async () => {
    const { user } = renderDialog('money');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const money = await screen.findByRole('radio', { name: 'Asked for money' });
    money.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Wants to move off the app' })).toBeChecked();
  });
});
