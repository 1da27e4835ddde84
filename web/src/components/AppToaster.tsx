import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** App-wide toasts, laid out in the reading direction of the current language. */
export function AppToaster() {
  const { i18n } = useTranslation();
  return <Toaster position="top-center" richColors closeButton dir={i18n.dir()} />;
}
