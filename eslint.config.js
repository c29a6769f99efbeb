import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const INTO_PACKAGE =
  "Import another package by its name and exports (e.g. '@storefront/components/api'), not by a relative path into its folder.";

/** Each package's folder and the packages it must not depend on at all (by name). */
const packages = {
  tokens: { folder: 'tokens', forbidden: ['@storefront/components', '@storefront/app', '@storefront/demo-api'] },
  components: { folder: 'components', forbidden: ['@storefront/app', '@storefront/demo-api'] },
  'demo-api': { folder: 'demo-api', forbidden: ['@storefront/app'] },
  'storefront-app': { folder: 'storefront-app', forbidden: [] },
};

function packageBoundaries() {
  const names = Object.keys(packages);
  return names.map((name) => {
    const others = names.filter((other) => other !== name).map((other) => packages[other].folder);
    const patterns = [
      { group: others.flatMap((folder) => [`**/${folder}/src`, `**/${folder}/src/**`, `**/${folder}/server/**`]), message: INTO_PACKAGE },
      ...(packages[name].forbidden.length > 0
        ? [
            {
              group: packages[name].forbidden.flatMap((pkg) => [pkg, `${pkg}/**`]),
              message: 'Dependencies point one way: tokens ← components ← storefront-app (demo-api → components).',
            },
          ]
        : []),
    ];
    // The components and tokens never import the app, stories or tests, by any path.
    if (name === 'components' || name === 'tokens')
      patterns.push({
        group: ['**/storefront-app/**', '**/stories/**', '**/tests/**'],
        message: 'A package does not import the app, stories or tests.',
      });
    return { files: [`packages/${packages[name].folder}/**`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
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
    // Stories, the Storybook set-up and the fixtures use packages by name too. (tests/ is not covered
    // yet: the e2e and bench suites read the app's route table and landmarks, which the app package
    // does not export.)
    files: ['stories/**', '.storybook/**', 'fixtures/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/packages/**'], message: INTO_PACKAGE }] }],
    },
  },
);
