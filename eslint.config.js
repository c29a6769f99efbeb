import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const INTO_PACKAGE =
  "Import another package by its name and exports (e.g. '@storefront/components/api'), not by a relative path into its folder.";

/** Each package's folder and the packages it must not depend on at all (by name). */
const packages = {
  tokens: { folder: 'tokens', forbidden: ['@storefront/components', '@storefront/app', '@storefront/demo-api', '@storefront/fixtures'] },
  // The fixtures are demo and test data: the components' tests read them (below), their code does not.
  components: { folder: 'components', forbidden: ['@storefront/app', '@storefront/demo-api', '@storefront/fixtures'] },
  'demo-api': { folder: 'demo-api', forbidden: ['@storefront/app'] },
  'storefront-app': { folder: 'storefront-app', forbidden: [] },
};

/** The fixtures are a package too (@storefront/fixtures): never reached by a relative path from outside. */
const INTO_FIXTURES = {
  regex: String.raw`^(\.\.?/)+(.*/)?fixtures(/|$)`,
  message: "Import the fixtures by name (e.g. '@storefront/fixtures/catalog'), not by a relative path into fixtures/.",
};
const DIRECTION = 'Dependencies point one way: tokens ← components ← storefront-app (demo-api → components; fixtures → components).';

function packageBoundaries() {
  const names = Object.keys(packages);
  return names.flatMap((name) => {
    const others = names.filter((other) => other !== name).map((other) => packages[other].folder);
    const patternsWithout = (allowed) => {
      const forbidden = packages[name].forbidden.filter((pkg) => !allowed.includes(pkg));
      const patterns = [
        { group: others.flatMap((folder) => [`**/${folder}/src`, `**/${folder}/src/**`, `**/${folder}/server/**`]), message: INTO_PACKAGE },
        INTO_FIXTURES,
        ...(forbidden.length > 0 ? [{ group: forbidden.flatMap((pkg) => [pkg, `${pkg}/**`]), message: DIRECTION }] : []),
      ];
      // The components and tokens never import the app, stories or tests, by any path.
      if (name === 'components' || name === 'tokens')
        patterns.push({
          group: ['**/storefront-app/**', '**/stories/**', '**/tests/**'],
          message: 'A package does not import the app, stories or tests.',
        });
      return patterns;
    };
    const folder = `packages/${packages[name].folder}`;
    return [
      { files: [`${folder}/**`], rules: { 'no-restricted-imports': ['error', { patterns: patternsWithout([]) }] } },
      // A package's own tests may read the demo data.
      {
        files: [`${folder}/**/*.test.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: patternsWithout(['@storefront/fixtures']) }] },
      },
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'tests/**/report/**',
      'packages/storefront-app/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Package boundaries: a package is used by its name and its package.json "exports"
  // ('@storefront/components/api'), never by a relative path into its folder; and dependencies point
  // one way (tokens ← components ← storefront-app; demo-api → components). One block per package:
  // a later no-restricted-imports setting replaces an earlier one, it does not add to it.
  ...packageBoundaries(),
  {
    // Stories, the Storybook set-up, the fixtures and the suites under tests/ use packages by name and
    // their exports too (the app exports what the e2e, bench and unit suites read: its route table,
    // landmarks, server). Tests of a package that live inside it are covered by its block above.
    files: ['stories/**', '.storybook/**', 'fixtures/**', 'tests/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/packages/**'], message: INTO_PACKAGE }, INTO_FIXTURES] }],
    },
  },
  {
    // The fixtures depend on the components only (their types, and the CMS parsers that check the demo content).
    files: ['fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/packages/**'], message: INTO_PACKAGE },
            { group: ['@storefront/app', '@storefront/app/**', '@storefront/demo-api', '@storefront/demo-api/**'], message: DIRECTION },
          ],
        },
      ],
    },
  },
);
