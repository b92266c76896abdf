// Flat ESLint config. Besides the usual TypeScript and React-hooks rules, one
// `no-restricted-imports` block per layer keeps imports flowing one way
// (see docs/architecture.md): the pure layers never see React, the DOM
// libraries, zustand or the store.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const uiPackages = [
  { name: 'react', message: 'Pure layers must not import React.' },
  { name: 'react-dom', message: 'Pure layers must not import React.' },
  { name: 'react-dom/client', message: 'Pure layers must not import React.' },
  { name: 'zustand', message: 'Pure layers must not import the store library.' },
  { name: 'd3-zoom', message: 'Pure layers must not import DOM libraries.' },
  { name: 'd3-selection', message: 'Pure layers must not import DOM libraries.' },
];
const layer = (files, patterns, paths = uiPackages) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});
const up = (...dirs) => dirs.flatMap((d) => [`../${d}/*`, `../../${d}/*`]);

export default tseslint.config(
  // assembly/: AssemblyScript (decorators on functions, i64 types), checked by its compiler (npm run build:wasm), not by typescript-eslint.
  { ignores: ['dist', 'node_modules', 'test-results', 'coverage', 'assembly'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Outside a game's folder, only its face may be imported: index.ts (the registry imports entry.ts).
  {
    files: ['src/**'],
    ignores: ['src/games/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/games/*/*', '!**/games/*/index.ts'], message: "import a game through its index.ts; its other files are the game's internals." }] }],
    },
  },
  // The generic layers know games only through the seam (src/games/game.ts): no game by name,
  // and none of tic-tac-toe's numbers (9 cells, 2^18 board codes, 9-bit masks).
  {
    files: ['src/tree/**', 'src/search/**', 'src/ai/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/games\\/(?!game\\.ts$)/]', message: 'generic layers import only the seam, src/games/game.ts.' },
        { selector: 'Literal[value=9]', message: 'a bare 9 is tic-tac-toe knowledge: ask the game (maxMoves, maxPlies, ...).' },
        { selector: "Literal[raw=/^0x1ff$/i]", message: 'a 9-bit mask is tic-tac-toe knowledge.' },
        { selector: 'BinaryExpression[operator="<<"][left.value=1][right.value=18]', message: 'the 2^18 board codes are tic-tac-toe knowledge: use game.keySpace.' },
      ],
    },
  },
  // The view and the store are generic over the game: they know it through the seam (game.ts,
  // boardView.ts) and the registry (games/index.ts); only store/appGame.ts names the app's game.
  {
    files: ['src/view/**', 'src/store/**'],
    ignores: ['src/store/appGame.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ImportDeclaration[source.value=/games\\/[^/]+\\//]', message: "view/ and store/ know a game only through the seam and the registry (store/appGame.ts names the app's game)." }],
    },
  },
  // games -> nothing (each game knows only the seam, src/games/game.ts); no React, no DOM
  {
    ...layer(['src/games/**'], [{ group: [...up('tree', 'search', 'ai', 'exercises', 'worker', 'store', 'features', 'view', 'components', 'cli'), '../../../*/**'], message: 'a game depends only on the seam (src/games/game.ts).' }]),
  },
  // A game folder's cli.ts (its own commands, found by src/cli/games.ts; Node only, never in the app's build) stands on
  // the command line's framework: src/cli/command.ts, progress.ts, files.ts.
  {
    ...layer(['src/games/*/cli.ts'], [{ group: [...up('tree', 'search', 'ai', 'exercises', 'worker', 'store', 'features', 'view', 'components'), '../../../*/**', '../../cli/*/**'], message: "a game's cli.ts stands on the seam and the command line's framework (src/cli/*.ts)." }]),
  },
  {
    files: ['src/games/**'],
    rules: { 'no-restricted-globals': ['error', ...['window', 'document', 'navigator', 'HTMLElement', 'localStorage'].map((name) => ({ name, message: "a game's rules are pure: the DOM belongs in src/components (a game's board is drawn through its BoardView)." }))] },
  },
  // tree -> game
  layer(['src/tree/**'], [{ group: up('search', 'ai', 'exercises', 'worker', 'store', 'features', 'view', 'components', 'cli'), message: 'tree/ may only import game/.' }]),
  // search -> game, tree (for known values)
  layer(['src/search/**'], [{ group: up('ai', 'exercises', 'worker', 'store', 'features', 'view', 'components', 'cli'), message: 'search/ may only import game/ and tree/.' }]),
  // ai -> search, tree, game
  layer(['src/ai/**'], [{ group: up('exercises', 'worker', 'store', 'features', 'view', 'components', 'cli'), message: 'ai/ may only import search/, tree/ and game/.' }]),
  // exercises -> games, tree, search, ai (generation and grading; every engine call through exercises/engine.ts)
  layer(['src/exercises/engine.ts'], [{ group: up('view', 'worker', 'store', 'features', 'components', 'cli', 'i18n'), message: 'exercises/ may only import games/, tree/, search/ and ai/.' }]),
  {
    ...layer(['src/exercises/**'], [{ group: up('games', 'tree', 'search', 'ai', 'view', 'worker', 'store', 'features', 'components', 'cli', 'i18n'), message: 'exercises/ reaches the engine only through exercises/engine.ts (one file to re-point).' }]),
    ignores: ['src/exercises/engine.ts'],
  },
  // view -> tree, game, d3-hierarchy (pure geometry: no DOM libraries); search/ for its types only
  layer(['src/view/**'], [{ group: up('ai', 'worker', 'store', 'features', 'components', 'cli'), message: 'view/ may only import tree/ and game/ (and types of search/).' }]),
  {
    files: ['src/view/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: up('search'), allowTypeImports: true, message: 'view/ may import only types from search/.' },
            { group: ['**/games/*/*', '!**/games/*/index.ts'], message: "import a game through its index.ts; its other files are the game's internals." },
          ],
        },
      ],
    },
  },
  // worker -> ai, search, tree, game
  layer(['src/worker/**'], [{ group: up('store', 'features', 'view', 'components', 'cli'), message: 'worker/ may not import UI layers.' }]),
  // store -> worker client, tree, game, search, ai, view (no React components)
  layer(['src/store/**'], [{ group: [...up('components', 'cli'), '../features/*/ui/*'], message: 'store/ may not import components (nor a feature’s ui/).' }], uiPackages.filter((p) => p.name === 'react-dom' || p.name === 'react-dom/client')),
  // A feature is a folder (src/features/<feature>/): its state/ is the store's layer (zustand, no React), its ui/ the
  // components' layer. state/ imports no ui/ and no component, of its own feature or another's.
  layer(['src/features/*/state/**'], [{ group: ['../ui/*', '../../*/ui/*', '../../../components/*', '../../../cli/*'], message: 'a feature’s state/ may not import components (its own ui/, another feature’s, or src/components).' }], uiPackages.filter((p) => p.name === 'react-dom' || p.name === 'react-dom/client')),
  // A feature's words (src/features/<feature>/words.<lang>.ts, and a searched game's screens' in play/searchedWords.<lang>.ts)
  // are pure data: their only imports are types, of their English sibling (a language's keys) or of src/i18n.
  {
    files: ['src/features/*/words.*.ts', 'src/features/*/*Words.*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[importKind!='type']", message: 'a words file is pure data: it imports only types (`import type`).' },
        { selector: 'ImportDeclaration[source.value!=/^(\\.\\/(words|[a-z]+Words)\\.en\\.ts|\\.\\.\\/\\.\\.\\/i18n\\/[^/]+\\.ts)$/]', message: 'a words file imports types only from its English sibling or src/i18n.' },
        { selector: 'ImportExpression', message: 'a words file is pure data: no imports.' },
        { selector: 'ExportNamedDeclaration[source], ExportAllDeclaration', message: 'a words file is pure data: no re-exports.' },
      ],
    },
  },
  // i18n is the shell's words and the look-up (cli/ and view/ import it): it reaches no feature's state or components.
  // Only the dictionaries that merge every feature's words (en.ts, ja.ts, enStartup.ts) import them, and only them.
  {
    ...layer(['src/i18n/**'], [{ group: [...up('tree', 'search', 'ai', 'exercises', 'worker', 'store', 'view', 'components', 'cli'), '../features/**'], message: 'i18n/ holds the shell’s words and the look-up: it imports no other layer and no feature.' }]),
    ignores: ['src/i18n/en.ts', 'src/i18n/ja.ts', 'src/i18n/enStartup.ts'],
  },
  layer(['src/i18n/en.ts', 'src/i18n/ja.ts', 'src/i18n/enStartup.ts'], [
    { group: [...up('tree', 'search', 'ai', 'exercises', 'worker', 'store', 'view', 'components', 'cli'), '../features/*/*', '!../features/*/words.*.ts', '!../features/*/*Words.*.ts'], message: 'the merged dictionaries import a feature’s words files only (src/features/<feature>/words.<lang>.ts), never its state or components.' },
  ]),
  // cli -> pure layers only
  layer(['src/cli/**'], [{ group: up('worker', 'store', 'features', 'view', 'components'), message: 'cli/ runs in Node over the pure layers.' }]),
  {
    files: ['src/cli/**', 'bench/**', 'test/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  // The browser tests take their screenshots through shot() (test/e2e/harness.ts), only with E2E_SHOTS=1.
  {
    files: ['test/e2e/**'],
    ignores: ['test/e2e/harness.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='screenshot']", message: 'take screenshots with shot() from harness.ts: only with E2E_SHOTS=1.' }] },
  },
);
