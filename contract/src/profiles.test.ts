import { describe, expect, it } from 'vitest';
import { ageOn } from './profiles';

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T23:59:59Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageOn('1996-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(29);
    expect(ageOn('1996-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(30);
  });
});

import { birthdayProblem, createProfileSchema, updateProfileSchema } from './profiles';

const now = new Date('2026-06-01T12:00:00Z');
const valid = {
  name: 'Amina',
  sex: 'female',
  birthday: '1996-04-12',
  location: { country: 'GB', city: 'London' },
  aboutMe: 'I read.',
  education: '',
  occupation: '',
  nationality: ['GB'],
  height: 165,
  maritalStatus: 'Never Married',
};
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('birthdayProblem', () => {
  it('applies the age rules of spec §5', () => {
    expect(birthdayProblem('', now)).toBe('Please select your birthday');
    expect(birthdayProblem('2008-06-02', now)).toBe('You must be at least 18 years old');
    expect(birthdayProblem('2008-06-01', now)).toBeNull();
    expect(birthdayProblem('1925-06-02', now)).toBeNull(); // 100
    expect(birthdayProblem('1925-06-01', now)).toBe('Please enter a valid birth date'); // 101
    expect(birthdayProblem('1999-02-30', now)).toBe('Please enter a valid birth date');
  });
});

describe('createProfileSchema', () => {
  it('accepts a complete profile', () => {
    expect(createProfileSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ name: '' }, 'Name must be between 1 and 25 characters'],
    [{ name: 'x'.repeat(26) }, 'Name must be between 1 and 25 characters'],
    [{ aboutMe: '' }, 'About Me must be between 1 and 1500 characters'],
    [{ aboutMe: 'x'.repeat(1501) }, 'About Me must be between 1 and 1500 characters'],
    [{ education: 'x'.repeat(51) }, 'Education must be maximum 50 characters'],
    [{ occupation: 'x'.repeat(51) }, 'Occupation must be maximum 50 characters'],
    [{ nationality: [] }, 'Select at least one nationality'],
    [{ nationality: ['GB', 'PK', 'MY', 'SA', 'EG'] }, 'You can select maximum 4 nationalities'],
    [{ nationality: ['GB', 'GB'] }, 'This nationality is already added'],
    [{ height: 129 }, 'Height must be between 130cm and 200cm'],
    [{ height: 201 }, 'Height must be between 130cm and 200cm'],
    [{ location: { country: '', city: '' } }, 'Location detection is required to continue'],
    [{ birthday: '' }, 'Please select your birthday'],
  ])('refuses %j with "%s"', (change, message) => {
    expect(messageOf(createProfileSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe('updateProfileSchema', () => {
  it('uses the edit screen messages', () => {
    const { birthday: _birthday, ...editable } = valid;
    expect(messageOf(updateProfileSchema.safeParse({ ...editable, name: ' ' }))).toBe('Name is required');
    expect(messageOf(updateProfileSchema.safeParse({ ...editable, nationality: [] }))).toBe('Please add at least 1 nationality');
    expect(messageOf(updateProfileSchema.safeParse({ ...editable, nationality: ['GB', 'PK', 'MY', 'SA', 'EG'] }))).toBe(
      'You can have at most 4 nationalities',
    );
  });
});
