import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/renderRoutes';
import { signedOut } from '../test/sessionFixtures';

describe('PrivacyPolicyPage', () => {
  it('covers every point the spec requires', async () => {
    renderRoutes('/privacy-policy', signedOut);
    const article = await screen.findByRole('article');
    expect(screen.getByText('Last updated 21-07-2025')).toBeInTheDocument();
    for (const point of [
      /at least 18 years old/,
      /selfie/,
      /blue verification badge/,
      /Selfies rejected as fraud are kept for up to 2 years/,
      /Show my photos only to my matches/,
      /Download my data on the Account page/,
      /guardian or chaperone you add receives a transcript of your chats every week/,
      /deleted or anonymised after 2 years/,
      /Delete My Account button on the Account page/,
      /opt out/,
      /will not ask you again for 12 months/,
      /US state/,
    ]) {
      expect(article).toHaveTextContent(point);
    }
  });

  it('links the contact address as an e-mail link', async () => {
    renderRoutes('/privacy-policy', signedOut);
    const links = await screen.findAllByRole('link', { name: 'privacy@mithaq.app' });
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', 'mailto:privacy@mithaq.app');
    expect(screen.queryByText(/\{\{email\}\}/)).not.toBeInTheDocument();
  });

  it('"Back to Home" goes to /', async () => {
    const { router } = renderRoutes('/privacy-policy', signedOut);
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
