import { clientPaths as paths } from '@mithaq/contract/routes';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../components/buttonStyles';
import { ApiError } from '../../lib/api';
import { messageText } from '../../lib/serverText';

/** 'Match not found' for a match that does not exist (or is not the viewer's); else the error's own text. */
function useErrorText(error: unknown): string {
  const { t } = useTranslation();
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return t('matches.messages.notFound');
  if (error instanceof ApiError && error.code === 'network_error') return t('errors.network');
  return messageText(t, error) ?? t('chat.messages.loadMatchFailed');
}

/** The chat's error page: what went wrong, 'Try Again' and 'Back to Matches'. */
export function ChatError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useErrorText(error);
  return (
    <div role="alert" className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200">
      <TriangleAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="text-xl font-bold text-sand-900">{text}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
          {t('errors.tryAgain')}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => void navigate(paths.matches)}>
          {t('app.backToMatches')}
        </button>
      </div>
    </div>
  );
}
