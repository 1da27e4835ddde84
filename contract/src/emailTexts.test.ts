import { describe, expect, it } from 'vitest';
import { emailTexts } from './emailTexts';
import { guardianEmails } from './emails';

/** Placeholders the server fills itself (never a member's words): the week of a transcript. */
const SERVER_MADE = new Set(['week']);

describe('e-mail subjects', () => {
  it('carry no text a member typed (issue 26: a subject is what a phishing mail lives on)', () => {
    const subjects = Object.entries(emailTexts).flatMap(([group, texts]) =>
      Object.entries(texts)
        .filter(([key]) => key === 'subject' || key.startsWith('subject_'))
        .map(([key, text]) => [`${group}.${key}`, String(text)] as const),
    );
    expect(subjects.length).toBeGreaterThan(4);
    for (const [key, text] of subjects) {
      const placeholders = [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!);
      expect({ key, placeholders: placeholders.filter((p) => !SERVER_MADE.has(p)) }).toEqual({ key, placeholders: [] });
    }
  });

  it("names the member in the invitation's body only, as their profile name", () => {
    const mail = guardianEmails.invite('Abdullah', 'Your bank', 'https://mithaq.example/guardian/accept?token=t');
    expect(mail.subject).toBe('You are invited to be a guardian on Mithaq');
    expect(mail.text).toContain('whose profile name is "Your bank"');
  });
});
