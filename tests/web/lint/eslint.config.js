// eslint over the venue pages' own script (core/web/assets/*.js), as served to the phones: plain
// browser JavaScript without modules or a bundler, so the browser's globals are named here.
'use strict';
const js = require('@eslint/js');

const browser = {
  document: 'readonly', window: 'readonly', location: 'readonly', history: 'readonly', navigator: 'readonly',
  localStorage: 'readonly', sessionStorage: 'readonly', fetch: 'readonly', crypto: 'readonly', confirm: 'readonly',
  setInterval: 'readonly', clearInterval: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
  DOMParser: 'readonly', performance: 'readonly', TextEncoder: 'readonly',
};

module.exports = [
  js.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: { ecmaVersion: 2017, sourceType: 'script', globals: browser },
    rules: {
      'no-unused-vars': ['error', { caughtErrors: 'none' }],
      eqeqeq: 'error',
      'no-var': 'off',
      strict: ['error', 'function'],
      'no-implicit-globals': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
];
