import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/serverText';

export type LinkActionState = { status: 'idle' } | { status: 'busy' } | { status: 'done'; memberName: string } | { status: 'failed'; message: string };

/** A guardian's one button on a public page (accept, stop): busy, then done with the member's name, or the server's reason. */
export function useLinkAction(run: () => Promise<string>, fallback: string) {
  const { t } = useTranslation();
  const [state, setState] = useState<LinkActionState>({ status: 'idle' });
  async function act() {
    setState({ status: 'busy' });
    try {
      setState({ status: 'done', memberName: await run() });
    } catch (error) {
      setState({ status: 'failed', message: refusalText(t, error, fallback) });
    }
  }
  return { state, act };
}
