import { STORY_MAX_CHARS, STORY_SIGNATURE_MAX_CHARS, writeStorySchema } from '@mithaq/contract/stories';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { contractText, errorText } from '../../lib/serverText';
import type { StoryActions } from './useStory';

/**
 * Writing or editing the couple's story: the text (600 characters) and the signature shown under
 * it, checked with the server's own schema before it is sent.
 */
export function StoryForm({ initial, name, write, onDone }: { initial: { body: string; signature: string }; name: string; write: StoryActions['write']; onDone: () => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState(initial.body);
  const [signature, setSignature] = useState(initial.signature);
  const [problem, setProblem] = useState<{ field: 'body' | 'signature'; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = writeStorySchema.safeParse({ body, signature });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem({ field: issue.path[0] === 'signature' ? 'signature' : 'body', message: contractText(t, issue.message) });
      return;
    }
    setProblem(null);
    write.mutate(
      { body: parsed.data.body, signature: parsed.data.signature ?? '' },
      { onSuccess: onDone, onError: (error) => setProblem({ field: 'body', message: errorText(t, error) }) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={t('stories.bodyLabel')}
        value={body}
        rows={6}
        maxLength={STORY_MAX_CHARS}
        error={problem?.field === 'body' ? problem.message : null}
        onChange={(event) => setBody(event.target.value)}
      />
      <p className="-mt-2 text-xs text-sand-700">
        {t('stories.counter', { used: body.trim().length, max: STORY_MAX_CHARS })}
      </p>
      <TextField
        label={t('stories.signatureLabel')}
        value={signature}
        maxLength={STORY_SIGNATURE_MAX_CHARS}
        error={problem?.field === 'signature' ? problem.message : null}
        onChange={(event) => setSignature(event.target.value)}
      />
      <p className="-mt-2 text-xs text-sand-700">{t('stories.signatureHint')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary')} disabled={write.isPending}>
          {t('stories.save', { name })}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onDone}>
          {t('stories.cancel')}
        </button>
      </div>
    </form>
  );
}
