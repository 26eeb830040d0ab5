import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/data/**', '.tmp/**', 'apps/server/drizzle/**', 'bench/results/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Server code holds no text in two languages: messages and labels live in @ffm/domain's catalogues, by key.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector:
            ':matches(Property[key.name=/^(vi|en)$/], Property[key.value=/^(vi|en)$/]):matches([value.type=/^(TemplateLiteral|ArrowFunctionExpression|FunctionExpression)$/], [value.raw=/^["\x27]/])',
          message: 'No vi/en text in server code: add it to the domain catalogue (packages/domain) and read it by key.',
        },
        {
          // `lang === 'en' ? 'Saved' : 'Đã lưu'`, `en ? … : …`: a text picked by a language test
          selector:
            'ConditionalExpression:matches([test.type="BinaryExpression"][test.right.value=/^(vi|en)$/], [test.type="BinaryExpression"][test.left.value=/^(vi|en)$/], [test.name=/^(en|vi|isEn|isVi)$/]):matches([consequent.type="TemplateLiteral"], [consequent.raw=/^["\x27]/], [alternate.type="TemplateLiteral"], [alternate.raw=/^["\x27]/])',
          message: 'No text picked by language in server code: add it to the domain catalogue (packages/domain) and read it by key.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.config.{ts,mjs,js}', '**/vite.config.ts', '**/drizzle.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
