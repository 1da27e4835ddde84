import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { contractText, refusalText } from '../../lib/serverText';
import { validateForm } from './validateForm';
import type { FormError, FormSchema } from './validateForm';

/** A schema, or a function loading it (the contract's schemas travel in a chunk of their own). */
export type SchemaSource<T> = FormSchema<T> | (() => Promise<FormSchema<T>>);

/**
 * Shared submit flow of the auth forms: validate with the contract schema, then run the action
 * while busy. Every problem is both toasted and kept for the form to show next to the field it
 * concerns (or above the button), where screen readers announce it.
 */
export function useAuthForm() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  const fail = useCallback((next: FormError) => {
    setError(next);
    toast.error(next.message);
  }, []);

  const submit = useCallback(
    async <T>(source: SchemaSource<T>, values: unknown, action: (data: T) => Promise<void>) => {
      let schema: FormSchema<T>;
      try {
        schema = typeof source === 'function' ? await source() : source;
      } catch {
        // The check's code could not be fetched: the connection is the likely cause.
        fail({ message: t('errors.network') });
        return;
      }
      const validation = validateForm(schema, values);
      if (!validation.ok) {
        fail({ ...validation.error, message: contractText(t, validation.error.message) });
        return;
      }
      setError(null);
      setBusy(true);
      try {
        await action(validation.data);
      } catch (cause) {
        // The server's words (spec §8), else a generic message for an outage or a garbled answer.
        fail({ message: refusalText(t, cause, t('auth.messages.unexpected')) });
      } finally {
        setBusy(false);
      }
    },
    [fail, t],
  );

  /** The message for `field`, or for the whole form when `field` is omitted. */
  const errorFor = (field?: string) => (error && error.field === field ? error.message : null);

  return { busy, submit, errorFor };
}
