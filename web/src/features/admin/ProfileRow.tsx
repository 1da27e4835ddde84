import type { AdminProfileRow } from '@mithaq/contract/admin';
import { countryName } from '@mithaq/contract/countries';
import { useTranslation } from 'react-i18next';
import { AdjustTokensDialog } from './AdjustTokensDialog';
import { PictureThumbs } from './PictureThumbs';
import { StatusSwitch } from './StatusSwitch';
import type { Moderation } from './useModeration';

const CELL = 'px-3 py-3 align-top';

/** Green when positive, red when negative (spec §2), plain at zero. */
export const tokenTone = (balance: number) => (balance > 0 ? 'text-green-700' : balance < 0 ? 'text-red-700' : 'text-sand-800');

/** The first 8 characters of a uuid: enough to tell profiles apart on screen. */
export const shortId = (id: string) => id.slice(0, 8);

interface ProfileRowProps {
  profile: AdminProfileRow;
  moderation: Moderation;
  onOpen: (id: string) => void;
}

/** One profile in the dashboard table: Profile, Details, Pictures, Status, Tokens, Created. */
export function ProfileRow({ profile, moderation, onOpen }: ProfileRowProps) {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const { removePicture, switchActive, changeTokens } = moderation;
  return (
    <tr className="border-t border-sand-200">
      <th scope="row" className={`${CELL} text-start font-normal`}>
        <button type="button" onClick={() => onOpen(profile.id)} className="font-semibold text-brand-900 underline-offset-4 hover:underline">
          {profile.name}
        </button>
        <div className="text-sand-700">{t('admin.profile.summary', { sex: t(`profiles.sexes.${profile.sex}`), age: profile.age })}</div>
      </th>
      <td className={CELL}>
        <div>{profile.city}</div>
        <div className="text-sand-700">{countryName(profile.country, i18n.language)}</div>
        <div className="font-mono text-xs text-sand-600" title={profile.id}>
          {t('admin.profile.shortId', { id: shortId(profile.id) })}
        </div>
      </td>
      <td className={CELL}>
        <PictureThumbs profile={profile} busy={removePicture.isPending} onDelete={(pictureId, confirm) => removePicture.mutateAsync({ pictureId, confirm })} />
      </td>
      <td className={CELL}>
        <StatusSwitch
          name={profile.name}
          isActive={profile.isActive}
          busy={switchActive.isPending && switchActive.variables.id === profile.id}
          onChange={(isActive, confirm) => switchActive.mutateAsync({ id: profile.id, name: profile.name, isActive, confirm })}
        />
      </td>
      <td className={CELL}>
        <div className="flex flex-col items-start gap-1">
          <span className={`text-base font-bold tabular-nums ${tokenTone(profile.tokenBalance)}`} data-testid="token-balance">
            {profile.tokenBalance}
          </span>
          <AdjustTokensDialog
            name={profile.name}
            busy={changeTokens.isPending}
            onSubmit={(input, key) => changeTokens.mutateAsync({ id: profile.id, input, key })}
          />
        </div>
      </td>
      <td className={CELL}>
        <time dateTime={profile.createdAt}>{created.format(new Date(profile.createdAt))}</time>
      </td>
    </tr>
  );
}
