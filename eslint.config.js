import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Each web feature may use web/ui, web/api, web/i18n and contract/, but never another feature
// (bulletproof-react's restricted paths). One block per feature so "own feature" can be allowed.
const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web/features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
// zod stays out of the browser's production bundle: a call names its endpoint's route
// (contract/routes), whose reply schema web/api/contract.ts finds in development only, and web
// code imports contract schemas as types only.
const zodMessage =
  'Call the endpoint with api.call(route) from @web/api; import zod and contract schemas only as types.';
const noZodInWeb = [
  { regex: '^zod(/|$)', allowTypeImports: true, message: zodMessage },
  { regex: '^@contract/', importNamePattern: '^Z', allowTypeImports: true, message: zodMessage },
  {
    regex: '^@contract/endpoints(/|$)',
    allowTypeImports: true,
    message: 'Call an endpoint by its route (@contract/routes/…); its declaration holds zod.',
  },
];
// An API path is written once, in its route (contract/routes); the web calls it by name.
const apiPath = '^\\/?(api\\/|v2\\.0\\/|public\\/)';
const apiPathMessage =
  'Call the endpoint declared in @contract/routes/… with api.call instead of spelling its path.';
const crossFeatureMessage =
  'A feature must not import another feature or the app shell; move shared code to web/ui or web/api.';
const consoleCrossFeatureMessage =
  'A console feature must not import another feature or the app shell; move shared code to web/console/ui or web/console/api.';
// The operator console's bundle: none of the player's code, and endpoints by their routes.
const consolePatterns = [
  {
    // The font faces are shared: CSS, no code in either bundle.
    regex: '^@web/(?!app/fonts\\.css$)',
    message: "The console is its own app: import from web/console, never the player's.",
  },
  {
    regex: '^@contract/endpoints(/|$)',
    message: 'Call an endpoint by its route (@contract/routes/…).',
  },
];
const featureBoundaryRules = features.map((feature) => ({
  files: [`web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@web/features/(?!${feature}/)`,
            message: crossFeatureMessage,
          },
          { regex: '^@web/app(/|$)', message: crossFeatureMessage },
          // Features keep a flat {api,components,routes} layout, so "../../" always leaves the
          // feature: go through the @web/ alias instead, where the rule above can see it.
          {
            regex: '^(\\.\\./){2,}',
            message: 'Import across folders with @web/… or @contract/…, not ../../.',
          },
          ...noZodInWeb,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'screenshots/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Shared layers (web/ui, web/api, web/i18n) sit below features and the app shell.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@web/(features|app)(/|$)|(\\.\\./)+(features|app)(/|$))',
              message: 'Shared web code must not depend on features or the app shell.',
            },
            ...noZodInWeb,
          ],
        },
      ],
    },
  },
  ...featureBoundaryRules,
  {
    files: ['web/**/*.{ts,tsx}'],
    // Tests name the paths of the public interface they check, and the client holds the /api/
    // base that every route is called under.
    ignores: ['web/**/*.test.{ts,tsx}', 'web/api/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${apiPath}/]`, message: apiPathMessage },
        { selector: `TemplateElement[value.raw=/${apiPath}/]`, message: apiPathMessage },
      ],
    },
  },
  {
    // Code that Node loads itself (the server, scripts, tests). date-fns's index imports its 250
    // modules, each checked against a 200 KB package.json: 2.1 CPU-s at every start of a server,
    // CLI or test worker, against 0.3 s for the functions used, each imported by its own path.
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'tests/**/*.ts',
      'contract/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              message:
                "Import each function by its path: import { format } from 'date-fns/format'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route data is what the browser bundles: zod-free, so everything it imports is a type.
    files: ['contract/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.*',
              allowTypeImports: true,
              message: 'contract/routes is bundled by the web: import types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The operator console (its own bundle, for desks): its forms validate with the contract's
    // zod schemas (react-hook-form's zod resolver), so zod is allowed here; the player's web code
    // is not, so neither app's bundle grows by the other.
    files: ['web/console/**/*.{ts,tsx}'],
    rules: {
      // TanStack Table's hook returns fresh functions each render, which the React Compiler
      // would skip; no build here runs the compiler, so the warning says nothing for the console.
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': ['error', { patterns: consolePatterns }],
    },
  },
  {
    // A console feature, as a player's: its own folder, the console's api/, ui/ and i18n/, and
    // contract/; never another feature or the app shell (features are flat folders, so "../x"
    // is always another feature).
    files: ['web/console/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...consolePatterns,
            { regex: '^\\.\\./(?!\\.\\./)', message: consoleCrossFeatureMessage },
            {
              regex: '^\\.\\./\\.\\./(features|app)(/|$)',
              message: consoleCrossFeatureMessage,
            },
          ],
        },
      ],
    },
  },
  {
    // The app shell wires every feature into the router; it is the one place allowed to.
    files: ['web/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
