import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only when the runner exposes globals; this
// project imports them, so every component test file gets the same cleanup here.
afterEach(cleanup);
