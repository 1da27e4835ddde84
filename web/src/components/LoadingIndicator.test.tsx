import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  it('announces "Loading..." politely by default, inline, at medium size', () => {
    render(<LoadingIndicator />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getByTestId('loading-spinner')).toHaveClass('size-8');
    expect(screen.queryByTestId('loading-fullscreen')).not.toBeInTheDocument();
  });

  it('shows a custom message and submessage', () => {
    render(<LoadingIndicator message="Redirecting to sign in..." submessage="One moment" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Redirecting to sign in...');
    expect(status).toHaveTextContent('One moment');
    expect(status).not.toHaveTextContent('Loading...');
  });

  it.each([
    ['sm', 'size-4'],
    ['md', 'size-8'],
    ['lg', 'size-12'],
  ] as const)('size %s draws a %s spinner', (size, sizeClass) => {
    render(<LoadingIndicator size={size} />);
    expect(screen.getByTestId('loading-spinner')).toHaveClass(sizeClass);
  });

  it('can fill the whole screen', () => {
    render(<LoadingIndicator fullScreen />);
    expect(screen.getByTestId('loading-fullscreen')).toContainElement(screen.getByRole('status'));
    expect(screen.getByTestId('loading-fullscreen')).toHaveClass('min-h-dvh');
  });
});
