import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedBadge } from './VerifiedBadge';

describe('VerifiedBadge', () => {
  it('is a blue badge named "Verified" for a verified member', () => {
    render(<VerifiedBadge verified />);
    const badge = screen.getByRole('img', { name: 'Verified' });
    expect(badge).toHaveClass('text-sky-600');
  });

  it('shows nothing for a member without it', () => {
    const { container } = render(<VerifiedBadge verified={false} />);
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
