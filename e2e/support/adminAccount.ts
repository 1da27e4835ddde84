/** The admin the e2e server creates at start-up from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const e2eAdmin = { email: 'e2e-admin@example.test', password: 'e2e-admin-lantern-harbour' };
