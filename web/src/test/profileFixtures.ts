import { noIntentions } from '@mithaq/contract/intentions';
import type { OwnProfile, Picture } from '@mithaq/contract/profiles';
import type { SignupFormData } from '../features/signup/signupForm';
import { DEFAULT_SIGNUP_FORM } from '../features/signup/signupForm';
import { SIGNUP_FORM_KEY, SIGNUP_FORM_OWNER_KEY } from '../lib/userStorage';
import { member } from './sessionFixtures';

export function picture(index: number): Picture {
  const id = `00000000-0000-4000-8000-00000000000${index}`;
  return { id, position: index, url: `/media/pictures/p${index}.webp?sig=x`, thumbUrl: `/media/pictures/p${index}-thumb.webp?sig=x`, width: 1080, height: 1350, blurred: false };
}

export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: member.id,
    name: 'Amina',
    sex: 'female',
    age: 29,
    country: 'GB',
    city: 'London',
    aboutMe: 'I love reading.',
    education: 'BSc Mathematics',
    occupation: 'Teacher',
    nationality: ['GB'],
    height: 165,
    maritalStatus: 'Never Married',
    photosPrivate: false,
    verified: false,
    verifiedContactOnly: false,
    former: false,
    intentions: noIntentions,
    pictures: [picture(0)],
    birthday: '1995-06-15',
    isActive: true,
    tokenBalance: 10,
    createdAt: '2025-01-01T00:00:00.000Z',
    intentionsAsked: true,
    matchQuestion: null,
    ...overrides,
  };
}

/** A wizard form that passes steps 1 and 2. */
export const completeSignupForm: SignupFormData = {
  ...DEFAULT_SIGNUP_FORM,
  name: 'Amina',
  sex: 'female',
  location: { country: 'GB', city: 'London' },
  birthday: '1995-06-15',
  age: 29,
  aboutMe: 'I love reading.',
  education: 'BSc Mathematics',
  occupation: 'Teacher',
  nationality: ['PK', 'GB'],
  height: 165,
  locationDetected: true,
};

/** Puts a saved wizard form in session storage, as if entered before a reload. */
export function seedSignupForm(data: Partial<SignupFormData>, owner = member.id) {
  sessionStorage.setItem(SIGNUP_FORM_OWNER_KEY, owner);
  sessionStorage.setItem(SIGNUP_FORM_KEY, JSON.stringify({ ...DEFAULT_SIGNUP_FORM, ...data }));
}

export function storedSignupForm(): Record<string, unknown> | null {
  const raw = sessionStorage.getItem(SIGNUP_FORM_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

/** The first bytes of each picture type, as the browser and server check them. */
export const MAGIC: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/**
 * A File of the given type that starts like one (magic bytes), reporting `size` bytes.
 * `content: 'text'` makes a file that only claims to be a picture.
 */
export function imageFile(name: string, type = 'image/jpeg', size = 1024, content: 'picture' | 'text' = 'picture'): File {
  const head = content === 'text' ? [...'hello world!'].map((ch) => ch.charCodeAt(0)) : (MAGIC[type] ?? []);
  const file = new File([new Uint8Array([...head, 0, 0, 0, 0])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
