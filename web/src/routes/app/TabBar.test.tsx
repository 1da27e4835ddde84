import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';

function renderTabBar(props: { unread: number; hasActiveMatch: boolean }, path = '/app/profiles') {
  const router = createMemoryRouter([{ path: '*', element: <TabBar {...props} /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

function matchesTab() {
  return screen.getByRole('link', { name: /Matches/ });
}

describe('TabBar', () => {
  it('links the four tabs and highlights the current one', () => {
    renderTabBar({ unread: 0, hasActiveMatch: false }, '/app/liked');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profiles', '/app/profiles'],
      ['Liked', '/app/liked'],
      ['Matches', '/app/matches'],
      ['Account', '/app/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Liked' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profiles' })).not.toHaveAttribute('aria-current');
  });

  it('shows no badge and a neutral icon without unread messages or active matches', () => {
    renderTabBar({ unread: 0, hasActiveMatch: false });
    expect(matchesTab()).toHaveAccessibleName('Matches');
    expect(screen.getByTestId('tab-icon-/app/matches')).not.toHaveClass('text-red-600');
  });

  it('shows the unread count and says it to screen readers', () => {
    renderTabBar({ unread: 7, hasActiveMatch: false });
    expect(within(matchesTab()).getByText('7')).toBeInTheDocument();
    expect(matchesTab()).toHaveTextContent('7 unread messages');
  });

  it("caps the badge at '99+'", () => {
    renderTabBar({ unread: 150, hasActiveMatch: false });
    expect(within(matchesTab()).getByText('99+')).toBeInTheDocument();
    expect(within(matchesTab()).queryByText('150')).not.toBeInTheDocument();
  });

  it('turns the Matches icon red when there is an active match', () => {
    renderTabBar({ unread: 0, hasActiveMatch: true });
    expect(screen.getByTestId('tab-icon-/app/matches')).toHaveClass('text-red-600');
    expect(screen.getByTestId('tab-icon-/app/liked')).not.toHaveClass('text-red-600');
    expect(matchesTab()).toHaveTextContent('You have an active match');
    // The tab's name still begins with its label: 'Matches', then the status.
    expect(screen.getByRole('link', { name: /^Matches.*You have an active match$/ })).toBe(matchesTab());
  });
});
