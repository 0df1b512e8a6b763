// reactfire imports every Firebase SDK it has hooks for (Realtime Database, Remote Config, Storage,
// Functions), and those SDKs register themselves when imported, so the bundler keeps them all in
// the dashboard's first load (about 50 KiB gzip of Database and Remote Config alone) even though
// the app uses only reactfire's Auth and Firestore providers and useSigninCheck. This plugin hands
// reactfire, and only reactfire, a stand-in for those four: the app's own imports of Storage and
// Functions resolve to the real SDKs, in the screens that use them. A reactfire hook for one of
// them would throw at once, naming this file (the app reads Storage and Functions through
// lib/storage.ts and lib/functions.ts instead).
import type { Plugin } from 'vite';

/** The SDKs reactfire imports and the app does not reach through reactfire, with what it imports. */
const UNUSED_THROUGH_REACTFIRE: Record<string, string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
  'firebase/functions': ['httpsCallable'],
};

const PREFIX = '\0reactfire-unused:';

export function reactfireUnusedSdks(): Plugin {
  return {
    name: 'escola:reactfire-unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) return null;
      return source in UNUSED_THROUGH_REACTFIRE ? `${PREFIX}${source}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const sdk = id.slice(PREFIX.length);
      const names = UNUSED_THROUGH_REACTFIRE[sdk] ?? [];
      const fail = `throw new Error('${sdk} não está disponível pelo reactfire neste app (web/build/reactfire-unused-sdks.ts)')`;
      return names.map((name) => `export function ${name}() { ${fail}; }`).join('\n');
    },
  };
}
