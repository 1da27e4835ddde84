import { Fragment } from 'react';
import type { ReactNode } from 'react';

export interface PolicySectionContent {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** Turns each mention of the contact address into a mailto link. */
function withEmailLinks(text: string, email: string): ReactNode {
  const parts = text.split(email);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a href={`mailto:${email}`} className="font-medium text-brand-800 underline underline-offset-2">
          {email}
        </a>
      ) : null}
    </Fragment>
  ));
}

interface PolicySectionProps {
  section: PolicySectionContent;
  email: string;
}

export function PolicySection({ section, email }: PolicySectionProps) {
  const titleId = `policy-${section.id}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-semibold text-sand-900">
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{withEmailLinks(paragraph, email)}</p>
      ))}
      {section.items ? (
        <ul className="list-disc space-y-2 ps-6">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
