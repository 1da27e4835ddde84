/**
 * The admin the e2e server creates at start-up from ADMIN_EMAIL, ADMIN_PASSWORD and
 * ADMIN_TOTP_SECRET (playwright.config.ts): the spec computes its sign-in codes from the secret.
 */
export const e2eAdmin = {
  email: 'e2e-admin@example.test',
  password: 'e2e-admin-lantern-harbour',
  totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
};
