import type { BadgeChange, VerificationState } from '@mithaq/contract/verification';
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestionMark } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { errorText } from '../../lib/serverText';
import { SelfieCapture } from './SelfieCapture';
import { useVerification } from './useVerification';

const hiddenBecause = (change: BadgeChange) => (change.pictures && change.name ? 'both' : change.pictures ? 'pictures' : 'name');

/** The badge is hidden after a change of pictures or name: why, and what happens next (a moderator checks, or a new selfie). */
function HiddenText({ change, reviewing }: { change: BadgeChange; reviewing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 text-sand-800">
      <p className="flex items-center gap-2 font-semibold text-sand-900">
        <ShieldQuestionMark aria-hidden="true" className="size-5 shrink-0" />
        {t(`verification.hidden.${hiddenBecause(change)}`)}
      </p>
      <p>{reviewing ? t('verification.hidden.review') : t('verification.hidden.newSelfie')}</p>
    </div>
  );
}

/** Where the member stands: not verified, waiting for a moderator, verified, rejected with the reason, or hidden after a change. */
function StateText({ state }: { state: VerificationState }) {
  const { t, i18n } = useTranslation();
  if (state.badgeHidden) return <HiddenText change={state.badgeHidden} reviewing={state.status === 'pending'} />;
  if (state.status === 'approved') {
    const date = state.verifiedAt ? new Date(state.verifiedAt).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : '';
    return (
      <p className="flex items-center gap-2 font-semibold text-sky-800">
        <BadgeCheck aria-hidden="true" className="size-5 text-sky-600" />
        {t('verification.state.approved', { date })}
      </p>
    );
  }
  if (state.status === 'pending') {
    return (
      <p className="flex items-center gap-2 text-sand-800">
        <Clock aria-hidden="true" className="size-5" />
        {t('verification.state.pending')}
      </p>
    );
  }
  if (state.status === 'rejected') {
    return (
      <div className="flex flex-col gap-1 text-sand-800">
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <ShieldAlert aria-hidden="true" className="size-5" />
          {t('verification.state.rejected')}
        </p>
        {state.reason ? <p>{t('verification.reason', { reason: state.reason })}</p> : null}
      </div>
    );
  }
  return <p className="text-sand-800">{t('verification.state.none')}</p>;
}

/**
 * The Account page's "Verify your profile" card: the state, and the try itself: the pose the
 * server drew, the selfie (camera or file), then send. A moderator compares it with the
 * profile's pictures; approved members get the blue badge.
 */
export function VerificationCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { query, current, start, send, cancel } = useVerification();
  const state = query.data;
  const failure = start.error ?? send.error;
  const mayTry = state && (state.status === 'none' || state.status === 'rejected') && state.triesLeft > 0;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {t('verification.title')}
      </h2>
      {query.isPending ? <LoadingIndicator size="sm" /> : null}
      {query.isError ? <LoadError message={t('verification.loadFailed')} onRetry={() => void query.refetch()} /> : null}
      {state && !current ? (
        <div role="status" className="flex flex-col gap-2">
          <StateText state={state} />
          {state.status === 'none' || state.status === 'rejected' ? (
            <p className="text-sm text-sand-700">{t('verification.triesLeft', { count: state.triesLeft })}</p>
          ) : null}
        </div>
      ) : null}
      {state?.status === 'none' && !state.badgeHidden ? <p className="text-sm text-sand-700">{t('verification.explain')}</p> : null}
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {errorText(t, failure)}
        </p>
      ) : null}
      {current ? (
        <div className="flex flex-col gap-3">
          <p className="font-semibold text-sand-900">{t('verification.posePrompt')}</p>
          <p className="rounded-xl bg-sand-100 p-3 text-lg text-sand-900" data-testid="verification-pose">
            {t(`verification.poses.${current.pose}`)}
          </p>
          <SelfieCapture busy={send.isPending} onSend={(selfie) => send.mutate(selfie)} />
          <button type="button" className={`${buttonClasses('secondary')} self-start`} disabled={send.isPending} onClick={cancel}>
            {t('verification.cancel')}
          </button>
        </div>
      ) : mayTry ? (
        <button type="button" className={`${buttonClasses('primary')} self-start`} disabled={start.isPending} onClick={() => start.mutate()}>
          {state.badgeHidden ? t('verification.hidden.start') : state.status === 'rejected' ? t('verification.tryAgain') : t('verification.start')}
        </button>
      ) : null}
    </section>
  );
}
