import { useId, useState, type ReactNode } from 'react';

interface AuthDisclosureProps {
  label: string;
  /** Mounted only while open, so a form starts from what was typed above each time. */
  children: (close: () => void) => ReactNode;
}

/** A link-like button that opens a small form below it ("Forgot password?", "Email me a sign-in link"). */
export function AuthDisclosure({ label, children }: AuthDisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="self-start rounded-lg text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {label}
      </button>
      <div id={id} hidden={!open}>
        {open ? children(() => setOpen(false)) : null}
      </div>
    </>
  );
}
