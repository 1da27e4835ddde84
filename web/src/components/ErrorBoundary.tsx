import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../lib/serverText';
import { reloadPage } from '../lib/reloadPage';
import { buttonClasses } from './buttonStyles';
import { ErrorScreen } from './ErrorScreen';

interface ErrorFallbackProps {
  error: unknown;
  onTryAgain: () => void;
  onReload: () => void;
}

// A function component so the fallback can use hooks (the boundary itself must be a class).
function ErrorFallback({ error, onTryAgain, onReload }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const message = messageText(t, error);
  return (
    <ErrorScreen title={t('errors.boundaryTitle')} message={message ?? t('errors.unexpected')}>
      <button type="button" className={buttonClasses('primary')} onClick={onTryAgain}>
        {t('errors.tryAgain')}
      </button>
      <button type="button" className={buttonClasses('secondary')} onClick={onReload}>
        {t('errors.reloadPage')}
      </button>
    </ErrorScreen>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What 'Reload Page' does (a full reload; tests pass their own, as jsdom cannot navigate). */
  onReload?: () => void;
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Last line of defence for render errors outside the router (which has its own error element).
 * React already reports the caught error to the console, so nothing is logged here.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  private readonly tryAgain = () => {
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback error={this.state.error} onTryAgain={this.tryAgain} onReload={this.props.onReload ?? reloadPage} />;
  }
}
