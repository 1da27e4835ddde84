import { guardianEmailsIn, type EmailTranslate } from '@mithaq/contract/emails';
import { directionOf, type Language } from '@mithaq/contract/languages';
import { transcriptDate, transcriptDays, type TranscriptConversation } from '@mithaq/contract/guardians';
import { clientPaths } from '@mithaq/contract/routes';
import { inTransaction } from '../../platform/after-commit';
import { escapeHtml } from '../../platform/html';
import type { Platform } from '../../platform/platform';
import type { MemberTexts } from '../../platform/texts';
import { textsForMember } from '../language/public';
import { mailNonMember } from '../mail-suppression/public';
import { isoWeek } from '../tokens/public';
import * as repo from './repo';
import { stopTokenForMail } from './service';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus' | 'config' | 'keys' | 'logger'>;

const DAY = 24 * 60 * 60 * 1000;

/** The ISO week that ended last: its name and its [from, to) in UTC (Monday 00:00 to Monday 00:00). */
export function lastWeek(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = new Date(today).getUTCDay() || 7;
  const to = new Date(today - (weekday - 1) * DAY);
  const from = new Date(to.getTime() - 7 * DAY);
  return { name: isoWeek(from), from, to };
}

/** The rows of one guardian's week, by match (in the order the repo gives them). */
function byConversation(rows: repo.TranscriptRow[]): TranscriptConversation[] {
  const conversations = new Map<string, TranscriptConversation>();
  for (const row of rows) {
    const conversation = conversations.get(row.matchId) ?? { partnerName: row.partnerName, lines: [] };
    conversation.lines.push({ senderName: row.senderName, createdAt: row.createdAt, content: row.content });
    conversations.set(row.matchId, conversation);
  }
  return [...conversations.values()];
}

function textBody(texts: MemberTexts, conversations: TranscriptConversation[]): string {
  return conversations
    .map((conversation) =>
      [
        `=== ${texts.email('transcript.conversationWith', { name: conversation.partnerName })} ===`,
        ...transcriptDays(conversation.lines, texts.language).flatMap((day) => [
          '',
          `-- ${day.date} --`,
          ...day.lines.map((l) => `[${l.time}] ${l.senderName}: ${l.content}`),
        ]),
      ].join('\n'),
    )
    .join('\n\n');
}

function htmlBody(texts: MemberTexts, intro: string[], conversations: TranscriptConversation[], stopLink: string): string {
  const t: EmailTranslate = texts.email;
  const sections = conversations.map((conversation) => {
    const days = transcriptDays(conversation.lines, texts.language).map(
      (day) =>
        `<h3>${escapeHtml(day.date)}</h3><ul>${day.lines
          .map((l) => `<li><b dir="auto">${escapeHtml(l.senderName)}</b> <small>${escapeHtml(l.time)}</small><br><span dir="auto">${escapeHtml(l.content)}</span></li>`)
          .join('')}</ul>`,
    );
    return `<h2>${escapeHtml(t('transcript.conversationWith', { name: conversation.partnerName }))}</h2>${days.join('')}`;
  });
  const paragraphs = intro.map((line) => `<p>${escapeHtml(line)}</p>`);
  const stop = `<p><a href="${escapeHtml(stopLink)}">${escapeHtml(t('transcript.stopLink'))}</a></p>`;
  const language: Language = texts.language;
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body>${paragraphs.join('')}${sections.join('')}${stop}</body></html>`;
}

/**
 * One guardian's week in one transaction: the week is claimed first (guardian_transcripts' primary
 * key: a second run, here or on another server, finds it taken and stops), then the messages are
 * gathered and ONE e-mail is queued with them; none when there were none, or when the guardian's
 * address asked never to be mailed (the week stays claimed with no messages counted).
 */
async function sendTranscript(deps: Deps, guardianId: string, week: ReturnType<typeof lastWeek>): Promise<boolean> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const found = await repo.activeGuardian(tx, guardianId);
    if (!found || !found.guardian.acceptedAt) return false;
    if (!(await repo.claimWeek(tx, guardianId, week.name, now))) return false;
    const rows = await repo.transcriptMessages(tx, found.guardian, week.from, week.to);
    if (rows.length === 0) return false;
    const conversations = byConversation(rows);
    const token = await stopTokenForMail(deps, tx, { ...found.guardian, acceptedAt: found.guardian.acceptedAt });
    const stopLink = `${deps.config.publicUrl}${clientPaths.guardianStop}?token=${encodeURIComponent(token)}`;
    // In the member's language, as their invitation was.
    const texts = await textsForMember(tx, found.guardian.profileId);
    const mails = guardianEmailsIn(texts.email);
    const weekLabel = texts.email('transcript.week', {
      from: transcriptDate(week.from, texts.language),
      to: transcriptDate(new Date(week.to.getTime() - DAY), texts.language),
    });
    const mail = mails.transcript({
      guardianName: found.guardian.name,
      memberName: found.memberName,
      week: weekLabel,
      body: textBody(texts, conversations),
      stopLink,
    });
    const intro = mails.transcriptIntro(found.guardian.name, found.memberName, weekLabel);
    const html = htmlBody(texts, intro, conversations, stopLink);
    if (!(await mailNonMember(deps, tx, texts.email, { to: found.guardian.email, ...mail, html }, now, 'bulk'))) return false;
    await repo.setMessageCount(tx, guardianId, week.name, rows.length);
    await repo.updateGuardian(tx, guardianId, { lastTranscriptAt: now });
    return true;
  });
}

/**
 * The weekly transcripts (checked hourly, like the weekly top-up): every active guardian gets the
 * week that just ended once. Safe on any number of servers at once. Returns the e-mails queued.
 */
export async function sendWeeklyTranscripts(deps: Deps): Promise<number> {
  const week = lastWeek(deps.clock.now());
  const due = await repo.guardiansDue(deps.database.db, week.name);
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await sendTranscript(deps, id, week)) sent += 1;
    } catch (error) {
      // One guardian's failure (a member deleted meanwhile) must not hold back the others.
      deps.logger.error({ err: error, guardianId: id }, 'guardian transcript failed');
    }
  }
  return sent;
}
