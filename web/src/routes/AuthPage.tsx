import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/BackLink';
import { LanguagePicker } from '../components/LanguagePicker';
import { Logo } from '../components/Logo';
import { ConfirmEmailCard } from '../features/auth/ConfirmEmailCard';
import { SignInPanel } from '../features/auth/SignInPanel';
import { SignUpPanel } from '../features/auth/SignUpPanel';
import { useConfirmationLink } from '../features/auth/useConfirmationLink';
import { useSignInLink } from '../features/auth/useSignInLink';
import { loadAuthContract } from '../lib/authContract';
import { prefetch } from '../lib/lazyRoute';
import { clientPaths as paths } from '@mithaq/contract/routes';

type AuthTab = 'signIn' | 'signUp';

/** The forms' checks (the contract's schemas) start loading when the visitor reaches a field. */
const loadFormChecks = () => prefetch([loadAuthContract]);

const TRIGGER =
  'min-h-11 flex-1 rounded-lg px-3 text-base font-semibold text-sand-700 transition-colors hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

function isAuthTab(value: string): value is AuthTab {
  return value === 'signIn' || value === 'signUp';
}

/**
 * `/auth` for signed-out visitors (spec §2): sign in or create an account; opened from a
 * confirmation e-mail, its card comes first (then the tabs).
 */
export function AuthPage() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<AuthTab>('signIn');
  const confirmation = useConfirmationLink();
  useSignInLink();

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-4 py-6 md:py-10">
      <div className="flex items-center justify-between gap-3">
        <BackLink to={paths.home} label={t('common.backToHome')} />
        <LanguagePicker />
      </div>
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo className="size-12" />
        <h1 className="text-2xl font-bold text-balance text-brand-950 md:text-3xl">{t('auth.headline')}</h1>
      </div>
      {confirmation.token ? (
        <ConfirmEmailCard token={confirmation.token} onDone={confirmation.close} />
      ) : (
        <Tabs.Root
          dir={i18n.dir()}
          value={tab}
          onValueChange={(value) => isAuthTab(value) && setTab(value)}
          onFocusCapture={loadFormChecks}
          onPointerDownCapture={loadFormChecks}
          className="flex flex-col gap-4"
        >
          <Tabs.List aria-label={t('auth.tabsLabel')} className="flex gap-1 rounded-xl bg-sand-200 p-1">
            <Tabs.Trigger value="signIn" className={TRIGGER}>
              {t('auth.signIn.tab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="signUp" className={TRIGGER}>
              {t('auth.signUp.tab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signIn">
            <SignInPanel />
          </Tabs.Content>
          <Tabs.Content value="signUp">
            <SignUpPanel onConfirmationRequired={() => setTab('signIn')} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </main>
  );
}
