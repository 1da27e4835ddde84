import { envSchema } from './config';
import { CONFIG_DOCS } from './config-docs';

/** The default a variable takes when unset, as it would be written in .env; undefined: none. */
function defaultOf(name: string): string | undefined {
  const field = (envSchema.shape as Record<string, (typeof envSchema.shape)[keyof typeof envSchema.shape] | undefined>)[name];
  const parsed = field?.safeParse(undefined);
  if (!parsed?.success || parsed.data === undefined) return undefined;
  return Array.isArray(parsed.data) ? parsed.data.join(',') : String(parsed.data);
}

/**
 * The text of `.env.example`: every variable with what it is for, commented out at its default
 * (or empty), section by section. Written by `npm run env:example`; a test keeps the file equal.
 */
export function renderEnvExample(): string {
  const lines = [
    '# Mithaq configuration. Every variable is optional: with none set, `npm start` runs the whole',
    '# app on http://localhost:3000 with an embedded database and local folders under ./data.',
    '# Copy to .env and uncomment what you change (or run `npm run setup`, which writes a .env with',
    '# generated secrets). The server and every npm command read .env from the folder they run in;',
    '# a variable set in the environment wins. Generated from server/src/config-docs.ts by',
    '# `npm run env:example`: edit that file, not this one.',
  ];
  for (const section of CONFIG_DOCS) {
    lines.push('', `# --- ${section.title} ${'-'.repeat(Math.max(3, 84 - section.title.length))}`);
    for (const [name, comment] of Object.entries(section.variables)) {
      // A variable with its own comment starts a group; one without shares the comment above.
      if (comment.length > 0 && lines.at(-1)?.startsWith('# ---') === false) lines.push('');
      lines.push(...comment.map((line) => (line.startsWith(' ') ? `#${line}` : `# ${line}`)), `# ${name}=${defaultOf(name) ?? ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
