import { useId } from 'react';

interface SettingCardProps {
  title: string;
  label: string;
  hint: string;
  /** Undefined until the setting has loaded: the box waits, disabled. */
  checked: boolean | undefined;
  busy: boolean;
  onChange: (checked: boolean) => void;
}

/** One setting of the Account page: a titled card with its checkbox and what it means. */
export function SettingCard({ title, label, hint, checked, busy, onChange }: SettingCardProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {title}
      </h2>
      <label className="flex items-center gap-3 text-sand-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={checked ?? false}
          disabled={checked === undefined || busy}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={hintId} className="text-sm text-sand-700">
        {hint}
      </p>
    </section>
  );
}
