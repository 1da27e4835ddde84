import { describe, expect, it } from 'vitest';
import { inviteGuardianSchema, transcriptDate, transcriptDays, transcriptTime } from './guardians';

describe('transcript dates and times (UTC)', () => {
  it.each([
    ['2027-03-05T00:05:00Z', '12:05 AM'],
    ['2027-03-05T09:00:00Z', '9:00 AM'],
    ['2027-03-05T12:00:00Z', '12:00 PM'],
    ['2027-03-05T23:59:00Z', '11:59 PM'],
  ])('%s is %s', (iso, time) => expect(transcriptTime(new Date(iso))).toBe(time));

  it('writes full dates and groups lines by UTC day', () => {
    expect(transcriptDate(new Date('2027-03-07T23:59:00Z'))).toBe('Sunday, 7 March 2027');
    const line = (iso: string, content: string) => ({ senderName: 'Maryam', createdAt: new Date(iso), content });
    const days = transcriptDays([line('2027-03-06T23:59:00Z', 'a'), line('2027-03-07T00:01:00Z', 'b'), line('2027-03-07T10:00:00Z', 'c')]);
    expect(days.map((day) => [day.date, day.lines.map((l) => l.content)])).toEqual([
      ['Saturday, 6 March 2027', ['a']],
      ['Sunday, 7 March 2027', ['b', 'c']],
    ]);
  });
});

describe('inviteGuardianSchema', () => {
  it('trims the name, lowercases the address and knows the relations', () => {
    expect(inviteGuardianSchema.parse({ name: '  Abdullah ', relation: 'imam', email: 'A@Example.COM' })).toEqual({ name: 'Abdullah', relation: 'imam', email: 'a@example.com' });
    expect(inviteGuardianSchema.safeParse({ name: 'x'.repeat(51), relation: 'father', email: 'a@example.com' }).success).toBe(false);
    expect(inviteGuardianSchema.safeParse({ name: 'A', relation: 'cousin', email: 'a@example.com' }).success).toBe(false);
  });
});
