import * as auth from './schema/auth';
import * as mail from './schema/mail';
import * as marriages from './schema/marriages';
import * as matchAnswers from './schema/match-answers';
import * as matches from './schema/matches';
import * as notifications from './schema/notifications';
import * as operations from './schema/operations';
import * as photoSafety from './schema/photo-safety';
import * as profiles from './schema/profiles';
import * as safety from './schema/safety';
import * as sexCorrections from './schema/sex-corrections';
import * as social from './schema/social';
import * as stories from './schema/stories';
import * as tokens from './schema/tokens';

/** The whole schema in one object, as Drizzle's query builder wants it. */
export const schema = { ...auth, ...profiles, ...social, ...matches, ...tokens, ...notifications, ...safety, ...mail, ...photoSafety, ...marriages, ...matchAnswers, ...stories, ...sexCorrections, ...operations };
export type Schema = typeof schema;
