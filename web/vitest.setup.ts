import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetEarlierStyles } from './src/testing/forget-earlier-styles';

// Testing Library unmounts after each test by itself only when the runner exposes globals; this
// project imports them, so every component test file gets the same cleanup here.
afterEach(cleanup);

// Setup files run again before every test file: each starts without the earlier files' styles.
forgetEarlierStyles();
