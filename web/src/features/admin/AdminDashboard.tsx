import { clientPaths as paths } from '@mithaq/contract/routes';
import { LogOut } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/buttonStyles';
import { useSession } from '../../lib/session';
import { AuditPanel } from './AuditPanel';
import { DeletionRequestForm } from './DeletionRequestForm';
import { DeliveriesPanel } from './DeliveriesPanel';
import { PhotoFlagsPanel } from './PhotoFlagsPanel';
import { ProfilesPanel } from './ProfilesPanel';
import { ReportsPanel } from './ReportsPanel';
import { SexCorrectionsPanel } from './SexCorrectionsPanel';
import { AdminVersion } from './AdminVersion';
import { StoriesPanel } from './StoriesPanel';
import { useModeration } from './useModeration';
import { VerificationPanel } from './VerificationPanel';

const TABS = ['profiles', 'reports', 'verification', 'photos', 'corrections', 'stories', 'deliveries', 'audit'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

const TRIGGER =
  'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-sand-700 transition-colors hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

/** Logout (spec §8: 'Logged out successfully'), back to the admin login. */
function AdminLogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      className={buttonClasses('secondary')}
      onClick={async () => {
        setBusy(true);
        await signOut();
        toast.success(t('admin.messages.loggedOut'));
        await navigate(paths.adminLogin, { replace: true });
      }}
    >
      <LogOut aria-hidden="true" className="size-5 rtl:rotate-180" />
      {t('admin.logout')}
    </button>
  );
}

/** The admin dashboard (spec §2 Admin): profiles with moderation, the report queue, selfie verification, photo review, gender correction requests, success stories, failed deliveries and the audit log. */
export function AdminDashboard() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('profiles');
  const moderation = useModeration();
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-sand-900 md:text-3xl">{t('admin.dashboardTitle')}</h1>
        <AdminLogoutButton />
      </header>
      <Tabs.Root dir={i18n.dir()} value={tab} onValueChange={(value) => isTab(value) && setTab(value)} className="flex flex-col gap-4">
        {/* Eight tabs do not fit one row of a phone: the row wraps, each tab keeps its whole name. */}
        <Tabs.List aria-label={t('admin.tabs.label')} className="flex flex-wrap gap-1 rounded-xl bg-sand-200 p-1">
          {TABS.map((key) => (
            <Tabs.Trigger key={key} value={key} className={TRIGGER}>
              {t(`admin.tabs.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profiles">
          <ProfilesPanel moderation={moderation} />
          <DeletionRequestForm />
        </Tabs.Content>
        <Tabs.Content value="reports">
          <ReportsPanel moderation={moderation} />
        </Tabs.Content>
        <Tabs.Content value="verification">
          <VerificationPanel />
        </Tabs.Content>
        <Tabs.Content value="photos">
          <PhotoFlagsPanel />
        </Tabs.Content>
        <Tabs.Content value="corrections">
          <SexCorrectionsPanel />
        </Tabs.Content>
        <Tabs.Content value="stories">
          <StoriesPanel />
        </Tabs.Content>
        <Tabs.Content value="deliveries">
          <DeliveriesPanel />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditPanel />
        </Tabs.Content>
      </Tabs.Root>
      <AdminVersion />
    </main>
  );
}
