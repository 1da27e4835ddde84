import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** App-wide toasts, laid out in the reading direction of the current language, in the system's light or dark theme. */
export function AppToaster() {
  const { i18n } = useTranslation();
  return <Toaster position="top-center" richColors closeButton theme="system" dir={i18n.dir()} />;
}
