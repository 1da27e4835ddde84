import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';


let failure: unknown = null;

function Fragile() {
  if (failure !== null) throw failure;
  return <p>All good</p>;
}

beforeEach(() => {
  // React reports every caught render error to the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    failure = null;
    render(<ErrorBoundary><Fragile /></ErrorBoundary>);
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it("shows the error's message", () => {
    failure = new Error('Profile service exploded');
    render(<ErrorBoundary><Fragile /></ErrorBoundary>);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Profile service exploded')).toBeInTheDocument();
  });

  it('falls back to the generic message when the error has none', () => {
    failure = new Error('');
    render(<ErrorBoundary><Fragile /></ErrorBoundary>);
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('Try Again renders the children again', async () => {
    failure = new Error('Temporary glitch');
    render(<ErrorBoundary><Fragile /></ErrorBoundary>);
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('Reload Page reloads the page', async () => {
    failure = new Error('Broken');
    const reload = vi.fn();
    render(<ErrorBoundary onReload={reload}><Fragile /></ErrorBoundary>);
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
