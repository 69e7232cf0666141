// One lint set-up for the whole tree: typescript-eslint's recommended rules, React hooks for the web app,
// and the feature-boundary rule of decision 011 (a web feature never imports another feature).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

// Web layers (decision 011, after bulletproof-react): app -> features -> shared. A feature imports src/shared,
// src/app and its own files, never another feature; src/shared imports neither features nor app. Resolved from
// the import's real target (a relative path or the `@/` alias of apps/web/src), so the depth of the path
// does not matter.
const WEB_SRC = path.join(import.meta.dirname, 'apps', 'web', 'src');

/** 'app', 'shared', 'features/<name>' (or another top-level entry of src); null outside apps/web/src. */
function webLayer(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features') return name ? `features/${name}` : 'features';
  return top;
}

const webLayerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the web app layers apart: app -> features -> shared.' },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": a feature does not import another feature; move the shared piece to src/shared.',
      sharedUp: 'src/shared imports "{{to}}": shared code never depends on src/app or a feature.',
    },
  },
  create(context) {
    const from = webLayer(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(WEB_SRC, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
      else return;
      const to = webLayer(target);
      if (!to) return;
      if (from.startsWith('features/') && to.startsWith('features') && to !== from) {
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
      } else if (from === 'shared' && (to === 'app' || to.startsWith('features'))) {
        context.report({ node, messageId: 'sharedUp', data: { to } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/server/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'layer-boundaries': webLayerBoundaries } } },
    rules: {
      'web/layer-boundaries': 'error',
    },
  },
);
