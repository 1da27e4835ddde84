import type { Risk } from '@mithaq/contract/reports';
import { useTranslation } from 'react-i18next';

/**
 * The reported member's risk and why: "Risk 31 · 3 members reported · 4 money flags · account 2
 * days old" (the parts that are zero left out, except the reporters).
 */
export function RiskLine({ risk }: { risk: Risk }) {
  const { t } = useTranslation();
  const parts = [
    t('admin.reports.risk.reporters', { count: risk.reporters }),
    risk.moneyFlags ? t('admin.reports.risk.money', { count: risk.moneyFlags }) : null,
    risk.contactFlags ? t('admin.reports.risk.contact', { count: risk.contactFlags }) : null,
    risk.warnings ? t('admin.reports.risk.warnings', { count: risk.warnings }) : null,
    risk.accountAgeDays !== null ? t('admin.reports.risk.age', { count: risk.accountAgeDays }) : null,
  ].filter((part): part is string => part !== null);
  return (
    <p className="text-sm font-normal text-sand-700">
      <span className={`font-semibold ${risk.score >= 20 ? 'text-red-800' : 'text-sand-900'}`}>{t('admin.reports.risk.label', { score: risk.score })}</span>
      {parts.map((part) => ` · ${part}`).join('')}
    </p>
  );
}
