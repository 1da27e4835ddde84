import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { needsProfile } from '../../test/sessionFixtures';

describe('SignupLayout', () => {
  it.each([
    ['/signup', 1, 'Basic Information'],
    ['/signup/details', 2, 'Profile Details'],
    ['/signup/pictures', 3, 'Profile Pictures'],
    ['/signup/review', 4, 'Review Your Profile'],
  ])('%s is step %i of 4', async (entry, step, title) => {
    renderRoutes(entry, needsProfile);
    expect(await screen.findByText(`Step ${step} of 4`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
