import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'web', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
