import { GUARDIAN_INVITES_PER_MEMBER_EVER, guardianMessages, type GuardianInviteState, type InviteBlock } from '@mithaq/contract/guardians';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { contractText, serverText } from '../../lib/serverText';

/** From this many invitations left, the card counts them down. */
const FEW_LEFT = 3;

/** What the server would answer an invitation now, said before the member types (the same words where the server has them). */
const blockedText: Record<InviteBlock, (t: TFunction, state: GuardianInviteState, language: string) => string> = {
  emailNotConfirmed: (t) => contractText(t, guardianMessages.emailNotConfirmed),
  accountTooNew: (t, state, language) =>
    t('guardians.form.availableFrom', { date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(state.availableAt ?? Date.now())) }),
  lifetimeCap: (t) =>
    serverText(t, { key: 'guardians.lifetimeCap', params: { max: GUARDIAN_INVITES_PER_MEMBER_EVER }, message: guardianMessages.lifetimeCap() }),
};

/** Why the member cannot invite now (issue 26: a new account, an unconfirmed address, the lifetime cap), or how few invitations are left. */
export function InviteStateNote({ state }: { state: GuardianInviteState }) {
  const { t, i18n } = useTranslation();
  const text = state.blockedBy
    ? blockedText[state.blockedBy](t, state, i18n.language)
    : state.invitesLeft <= FEW_LEFT
      ? t('guardians.form.invitesLeft', { left: state.invitesLeft })
      : null;
  return text ? <p className="text-sm text-sand-700">{text}</p> : null;
}
