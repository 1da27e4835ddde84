import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../lib/errorMessage';
import { reloadPage } from '../lib/reloadPage';
import { buttonClasses } from './buttonStyles';
import { ErrorScreen } from './ErrorScreen';

interface ErrorFallbackProps {
  message: string | null;
  onTryAgain: () => void;
  onReload: () => void;
}

// A function component so the fallback can use hooks (the boundary itself must be a class).
function ErrorFallback({ message, onTryAgain, onReload }: ErrorFallbackProps) {
  const { t } = useTranslation();
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

type ErrorBoundaryState = { failed: false } | { failed: true; message: string | null };

/**
 * Last line of defence for render errors outside the router (which has its own error element).
 * React already reports the caught error to the console, so nothing is logged here.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, message: errorMessageOf(error) };
  }

  private readonly tryAgain = () => {
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback message={this.state.message} onTryAgain={this.tryAgain} onReload={this.props.onReload ?? reloadPage} />;
  }
}
