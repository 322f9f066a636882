// vitest global setup: build dist/ once before any test file runs, so every end-to-end test sees a fresh CLI.
import { build } from './build.js';

export default function setup(): void {
  build();
}
