import { useTranslation } from 'react-i18next';
import { buttonClasses } from './buttonStyles';
import { FormAlert } from './form/FormAlert';

/** A failed load: what failed, and 'Try Again'. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <FormAlert message={message} />
      <button type="button" className={`${buttonClasses('secondary')} self-start`} onClick={onRetry}>
        {t('errors.tryAgain')}
      </button>
    </div>
  );
}
