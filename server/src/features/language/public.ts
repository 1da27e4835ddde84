// Language for other features, their one way in: a member's texts and emails in their own language.

export { emailsForMember, textsForMember } from './service';
