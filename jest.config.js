// ts-jest in ESM mode, as the actions/typescript-action template runs it (under --experimental-vm-modules).
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testTimeout: 60000,
  // Each run gets its own TMPDIR, and fails if the tests leave anything in it.
  globalSetup: '<rootDir>/__tests__/setup/tmpdirSetup.js',
  globalTeardown: '<rootDir>/__tests__/setup/tmpdirTeardown.js',
};
