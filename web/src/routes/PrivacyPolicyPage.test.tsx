import { retention, SELFIE_RETENTION_DAYS } from '@mithaq/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../lib/i18n';
import { renderRoutes } from '../test/renderRoutes';
import { signedOut } from '../test/sessionFixtures';

describe('PrivacyPolicyPage', () => {
  it('covers every point the spec requires', async () => {
    renderRoutes('/privacy-policy', signedOut);
    const article = await screen.findByRole('article');
    expect(screen.getByText('Last updated November 27, 2026')).toBeInTheDocument();
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

  it('names the evidence kept after a reported member deletes the account, and every retention period', async () => {
    renderRoutes('/privacy-policy', signedOut);
    const section = within((await screen.findByRole('heading', { name: 'How long we keep your information' })).closest('section')!);
    expect(section.getByText(/deleted or anonymised after 2 years/)).toBeInTheDocument();
    const evidence = section.getByText(/while another member has reported or blocked you/);
    for (const kept of [/the reports about you/, /a snapshot of your profile and of the messages you exchanged with each member who reported or blocked you/, /HMAC\) of your e-mail address/, /for 2 years/, /reports you made about other members are kept for 2 years too, without your name/]) {
      expect(evidence).toHaveTextContent(kept);
    }
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Signed-in sessions and their sign-in tokens: ${retention.endedSessionDays} days after you sign out or they expire.`,
      `Confirmation, password reset and sign-in links: ${retention.spentLinkDays} days after they are used or expire (a confirmation link waits until your address is confirmed).`,
      `Accounts whose e-mail address was never confirmed, with their links: ${retention.unconfirmedAccountDays} days after sign-up.`,
      `Notifications: ${retention.readNotificationDays} days after they arrive once you have read them, and ${retention.notificationDays} days after they arrive in any case.`,
      expect.stringContaining(`The record of which profiles you were shown: ${retention.deckHistoryDays} days after each was first shown.`),
    ]);
  });

  it('says that a selfie a re-review inherited goes at the same time, decided or not, and the kept thumbnails too', async () => {
    renderRoutes('/privacy-policy', signedOut);
    const section = within((await screen.findByRole('heading', { name: 'Identity verification' })).closest('section')!);
    const reReview = section.getByText(/If a change hides your badge/);
    expect(reReview).toHaveTextContent(`the selfie is still deleted ${SELFIE_RETENTION_DAYS} days after the approval, even during the new review`);
    expect(reReview).toHaveTextContent(`copies of covered pictures you delete go within ${SELFIE_RETENTION_DAYS} days, or with the selfie if it is rejected as fraud`);
  });

  it("dates the text in the reader's language", async () => {
    await showLanguage('fr');
    renderRoutes('/privacy-policy', signedOut);
    expect(await screen.findByText('Dernière mise à jour : 27 novembre 2026')).toBeInTheDocument();
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
