import { vi } from 'vitest';

// For the component tests that replace modules with `vi.mock` (the `web-mocks` project). They
// share one worker, one DOM and the packages from node_modules (React, MUI: most of a file's cost)
// instead of a fresh process each, but not the project's own modules: a module evaluated for one
// file would keep that file's mocks in the next. Setup files run again before every test file, so
// this empties the registry of evaluated modules first; the file's own `vi.mock`s then apply to a
// graph built for it alone. (Each file's mocks are registered under that file, and registering one
// drops the module a previous file's mock had built, so the mocks themselves never carry over.)
vi.resetModules();
