import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useSystemColorScheme } from '../lib/useSystemColorScheme';

/** App-wide toasts, laid out in the reading direction of the current language, in the system's light or dark theme. */
export function AppToaster() {
  const { i18n } = useTranslation();
  const theme = useSystemColorScheme();
  return <Toaster position="top-center" richColors closeButton theme={theme} dir={i18n.dir()} />;
}
