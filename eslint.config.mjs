// ESLint (typescript-eslint) with Prettier owning the layout. Every rule is an error, the size
// limits too: a function fits on a screen or two, a file holds one idea.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['build/**', 'dist/**', 'node_modules/**', 'fixtures/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Escaping, redaction and the security rules match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '__tests__/setup/*.js', 'bin/*.js', 'eslint.config.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        TextEncoder: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        globalThis: 'readonly',
      },
    },
  },
  {
    // Tests reach into report shapes that the types do not describe.
    files: ['__tests__/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      'max-lines-per-function': ['error', { max: 80 }],
      'max-lines': ['error', { max: 500 }],
    },
  },
);
