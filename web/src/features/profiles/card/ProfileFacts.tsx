import { countryName } from '@mithaq/contract/countries';
import { joinList } from '@mithaq/contract/languages';
import type { PublicProfile } from '@mithaq/contract/profiles';
import { useTranslation } from 'react-i18next';
import type { FormattedProfile } from '../formatProfile';

interface ProfileFactsProps {
  profile: PublicProfile;
  view: FormattedProfile;
}

/** About Me, Education, Marital Status, Height (cm) and Nationality; empty optional fields are left out. */
export function ProfileFacts({ profile, view }: ProfileFactsProps) {
  const { t, i18n } = useTranslation();
  const nationalities = joinList(profile.nationality.map((code) => countryName(code, i18n.language)), i18n.language);
  // What the member wrote reads in its own direction (an English bio on an Arabic screen).
  const facts: [label: string, value: string, typed?: boolean][] = [
    [t('profiles.fields.aboutMe'), profile.aboutMe.trim(), true],
    [t('profiles.fields.education'), profile.education.trim(), true],
    [t('profiles.fields.maritalStatus'), view.maritalStatus],
    [t('profiles.fields.height'), t('profiles.heightValue', { height: view.height })],
    [t('profiles.fields.nationality'), nationalities],
  ];
  return (
    <dl className="flex flex-col gap-3">
      {facts
        .filter(([, value]) => value)
        .map(([label, value, typed]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-sm font-semibold text-sand-600">{label}</dt>
            <dd dir={typed ? 'auto' : undefined} className="whitespace-pre-line break-words text-sand-900">
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
