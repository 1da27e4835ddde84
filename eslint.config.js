import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import mithaq from './scripts/eslint/logical-directions.js';

// Server boundaries (docs/ARCHITECTURE.md). One pattern shared by the feature and route blocks:
// in flat config a later block's no-restricted-imports replaces an earlier one's for the same file.
const otherFeaturesRepo = {
  group: ['../*/repo', '../*/*-repo', '**/features/*/repo', '**/features/*/*-repo'],
  message:
    "A feature never imports another feature's repo: call its service. (A shared SQL fragment gets a module of its own, like profiles/public-columns.ts.)",
};

// SQL lives in repos (and the stored functions they call): a service, a route or any other module of
// a feature holds rules in TypeScript and calls its repo. Repos are repo.ts and prefixed ones (server/src/features/verification/asks-repo.ts); the shared
// column lists other repos select (server/src/features/profiles/public-columns.ts) need no `sql`, so no
// file is let off. Shared by the blocks below: a later block's no-restricted-imports replaces it.
const noSqlOutsideRepos = {
  name: 'drizzle-orm',
  importNames: ['sql'],
  message: "SQL stays in repos: write the query in the feature's repo.ts (or a *-repo.ts beside it) and call it from here.",
};
const FEATURE_REPOS = ['server/src/features/**/repo.ts', 'server/src/features/**/*-repo.ts'];

// Sign-up (auth) calls profiles, pictures, tokens, safety…: only the features that manage sessions
// may import auth back; who is acting is src/auth-context.ts.
const noAuthFeature = {
  group: ['../auth/*'],
  message: 'Only auth, account, admin and realtime build on the auth feature (it calls the others): take AuthContext from src/auth-context.ts.',
};
// Chat lives inside a match and calls matches: the way back would close a cycle.
const noChatInMatches = {
  group: ['../chat/*'],
  message: "Chat builds on matches, so matches never imports chat (the match list's message summaries are matches/summaries.ts).",
};

// A server feature sees another only through its public.ts, as on the web (below). The relative
// path that leaves a feature's folder climbs one '../' more per folder level, so each depth gets
// its own pattern; a bare '../x' (an index file) counts too. Tests may reach into another feature.
const SERVER_FEATURE_TESTS = ['server/src/features/**/*.test.ts'];
const serverFeatureDepths = [0, 1, 2, 3];
const serverFeatureFiles = (depth, name = '*') => `server/src/features/*/${'*/'.repeat(depth)}${name}.ts`;
const otherFeatureInternals = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[^./][^/]*(/(?!public$)|$)`,
  message: "Import another server feature only from its public.ts (add what you need there), never from its other files.",
});
// public.ts names what a feature offers; passing the repo through it would undo otherFeaturesRepo.
const noRepoInPublic = {
  group: ['./repo', './*-repo'],
  message: "A feature's public.ts offers its services and shared fragments (like profiles/public-columns.ts), never its repo.",
};

// Web boundaries (docs/ARCHITECTURE.md). A feature sees another only through its public.ts; the
// relative path that leaves a feature's folder climbs one '../' more per folder level, so each
// depth gets its own pattern. Tests may reach into another feature (fixtures, internals).
const WEB_TESTS = ['web/src/**/*.test.{ts,tsx}', 'web/src/features/*/test/**'];
const webFeatureBoundaries = [0, 1, 2, 3].map((depth) => ({
  files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: WEB_TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/(?!public$)`,
            message: "Import another feature only from its public.ts (add what you need there), never from its other files.",
          },
          {
            // Pages (web/src/routes/) are built from features, so the way back would be a loop.
            regex: `^(\\.\\./){${depth + 2}}routes/`,
            message: 'Features never import pages from web/src/routes/: a page builds on features, not the other way round.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  // web/android and web/ios are the native wrapper's projects: their synced copies of the web build are outputs.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'server/migrations/**', 'web/android/**', 'web/ios/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Focused or skipped tests must never land.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'describe', property: 'only' },
        { object: 'describe', property: 'skip' },
        { object: 'test', property: 'only' },
        { object: 'test', property: 'skip' },
      ],
    },
  },
  {
    // A Playwright fixture that needs no other fixture still takes them as `{}`: Playwright reads
    // a fixture's dependencies from that pattern, and refuses a function without one.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // A feature reaches another one through its service, never its SQL: the rules (blocks,
    // suspension, deactivation) live in services, and a repo used from outside skips them.
    // The blocks below replace this one's patterns for the files they name, so each repeats it.
    files: ['server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherFeaturesRepo] }],
    },
  },
  // Every module of a feature at each depth: another feature only through its public.ts and never
  // its repo, and no `sql` but in its repos (noSqlOutsideRepos). One block per depth, for that
  // depth's public.ts pattern; these replace the feature-wide block above for the files they name,
  // so each repeats its ban.
  ...serverFeatureDepths.map((depth) => ({
    files: [serverFeatureFiles(depth)],
    ignores: [...SERVER_FEATURE_TESTS, ...FEATURE_REPOS],
    rules: {
      'no-restricted-imports': ['error', { paths: [noSqlOutsideRepos], patterns: [otherFeaturesRepo, otherFeatureInternals(depth)] }],
    },
  })),
  // A feature's repos may write SQL, and still see other features only through their public.ts.
  ...serverFeatureDepths.map((depth) => ({
    files: [serverFeatureFiles(depth, 'repo'), serverFeatureFiles(depth, '*-repo')],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherFeaturesRepo, otherFeatureInternals(depth)] }],
    },
  })),
  {
    files: ['server/src/features/*/public.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noSqlOutsideRepos], patterns: [noRepoInPublic, otherFeaturesRepo, otherFeatureInternals(0)] }],
    },
  },
  {
    // Boundaries (docs/ARCHITECTURE.md): a route parses, calls its service and replies; SQL stays
    // in repos behind services. Replaces the blocks above for routes, so it repeats their bans.
    files: [serverFeatureFiles(0, 'routes'), serverFeatureFiles(0, '*-routes')],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noSqlOutsideRepos],
          patterns: [
            { group: ['./repo', './*-repo'], message: 'Routes call services, never a repo.' },
            otherFeaturesRepo,
            otherFeatureInternals(0),
          ],
        },
      ],
    },
  },
  {
    // Platform modules are small and swappable; they know nothing of the features.
    files: ['server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Platform never imports a feature.' }] }],
    },
  },
  {
    // One way to open a transaction in the features: inTransaction (platform/after-commit.ts),
    // whose events leave after the commit. A bare db.transaction dropped them (afterCommit now
    // throws there).
    files: ['server/src/features/**/*.ts', 'server/src/http/**/*.ts', 'server/src/cli/**/*.ts', 'server/src/jobs/**/*.ts', 'server/src/demo/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with inTransaction(deps, work) from platform/after-commit.ts, so events queued with afterCommit are published after the commit.',
        },
      ],
    },
  },
  // Directions cut in issue 14, kept by the linter (there is no general cycle check: that needs
  // eslint-plugin-import, which the project does not use). A separate rule name from the blocks
  // above, so these do not replace their no-restricted-imports options.
  {
    files: ['server/src/features/**/*.ts'],
    ignores: ['server/src/features/{auth,account,admin,realtime,matches}/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noAuthFeature] }] },
  },
  {
    files: ['server/src/features/matches/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noAuthFeature, noChatInMatches] }] },
  },
  {
    // Jobs only schedule: what they run is a feature's service or a platform module, whose SQL
    // lives in repos (the timer sweep in matches, the weekly grant in tokens, mail delivery in
    // platform/outbox). No query builder or table in here, so SQL cannot creep back.
    files: ['server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*', '**/repo', '**/*-repo'],
              message: "Jobs only schedule: put the SQL in a repo of the feature (or platform module) that owns it, and call that feature's service.",
            },
          ],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
  {
    // Languages (DESIGN §8, §11): no user-facing text written in the markup (it belongs in
    // en.json), and no physical left/right classes (right-to-left languages mirror by themselves).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: WEB_TESTS,
    plugins: { i18next, mithaq },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'mithaq/logical-directions': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // Names screen readers read out and text a control shows: the jsx-text rule does not see attributes.
          selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-z]{2}/]',
          message: 'User-facing text in an attribute: put it in web/src/i18n/en.json and use t().',
        },
      ],
    },
  },
  {
    // Shared web code knows nothing of the features or pages built on it.
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/routes/**'], message: 'lib/ and components/ never import features or routes.' }] },
      ],
    },
  },
);
