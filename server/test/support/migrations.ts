import fs from 'node:fs';
import path from 'node:path';

/** A migration's statements, found by the end of its file name (its number changes when branches merge). */
export function migrationStatements(nameEnd: string): string[] {
  const dir = path.join(import.meta.dirname, '../../migrations');
  const file = fs.readdirSync(dir).find((name) => name.endsWith(nameEnd));
  if (!file) throw new Error(`no migration ends with ${nameEnd}`);
  return fs.readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint');
}
