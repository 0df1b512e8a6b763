import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  deploysTarget,
  functionSecretNames,
  missingDeployRequirements,
  parseEnvFile,
  secretNameOf,
} from './deploy-requirements.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('the Trigger Email extension in the repository', () => {
  const firebaseJson = JSON.parse(read('firebase.json'));

  it('is declared in firebase.json as the official extension, pinned', () => {
    expect(firebaseJson.extensions).toEqual({
      'firestore-send-email': expect.stringMatching(
        /^firebase\/firestore-send-email@\d+\.\d+\.\d+$/,
      ),
    });
  });

  it('reads the mail collection and takes the SMTP password as a secret parameter', () => {
    const params = parseEnvFile(read('extensions/firestore-send-email.env'));
    expect(params.MAIL_COLLECTION).toBe('mail');
    expect(params.SMTP_PASSWORD).toBe(
      'projects/${param:PROJECT_ID}/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest',
    );
    expect(secretNameOf(params.SMTP_PASSWORD.replace('${param:PROJECT_ID}', 'p'))).toBe(
      'firestore-send-email-SMTP_PASSWORD',
    );
    // The password never sits in the connection URI of the committed file.
    expect(params.SMTP_CONNECTION_URI ?? '').not.toMatch(/:[^@/]+@/);
  });

  it('finds the secrets the functions declare', () => {
    expect(functionSecretNames(path.join(repoRoot, 'functions', 'src'))).toEqual(
      expect.arrayContaining(['HOTMART_HOTTOK', 'UNSUBSCRIBE_SECRET']),
    );
  });
});

/** A repository of the test's own: firebase.json, the extension's env files, the functions. */
function fakeRepo({ projectEnv = '', functionsEnv = '' } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  mkdirSync(path.join(root, 'extensions'));
  mkdirSync(path.join(root, 'functions', 'src', 'x'), { recursive: true });
  writeFileSync(path.join(root, '.firebaserc'), JSON.stringify({ projects: { default: 'real' } }));
  writeFileSync(
    path.join(root, 'firebase.json'),
    JSON.stringify({
      extensions: { 'firestore-send-email': 'firebase/firestore-send-email@0.2.4' },
    }),
  );
  writeFileSync(
    path.join(root, 'extensions', 'firestore-send-email.env'),
    'MAIL_COLLECTION=mail\n' +
      'SMTP_PASSWORD=projects/${param:PROJECT_ID}/secrets/smtp-pass/versions/latest\n',
  );
  if (projectEnv)
    writeFileSync(path.join(root, 'extensions', 'firestore-send-email.env.real'), projectEnv);
  writeFileSync(path.join(root, 'functions', '.env.real'), functionsEnv);
  writeFileSync(
    path.join(root, 'functions', 'src', 'x', 'hook.ts'),
    "const a = defineSecret('HOOK_SECRET');",
  );
  return root;
}

const complete = {
  projectEnv:
    'DEFAULT_FROM=Escola <no-reply@escola.com.br>\nSMTP_CONNECTION_URI=smtps://u@smtp.x.com:465\n',
  functionsEnv: 'HOTMART_PRODUCT_PLANS=\'{"1":"fundador"}\'\n',
};

describe('missingDeployRequirements', () => {
  const allSecrets = () => true;

  it('lets a fully configured deploy run', () => {
    const repo = fakeRepo(complete);
    expect(
      missingDeployRequirements({ repoRoot: repo, args: ['deploy'], secretExists: allSecrets }),
    ).toEqual([]);
  });

  it('names each missing extension parameter and the file to set it in', () => {
    const repo = fakeRepo({ functionsEnv: complete.functionsEnv });
    const missing = missingDeployRequirements({
      repoRoot: repo,
      args: ['deploy'],
      secretExists: allSecrets,
    });
    expect(missing).toEqual([
      'Parâmetro DEFAULT_FROM da extensão firestore-send-email sem valor: defina-o em extensions/firestore-send-email.env.real.',
      'Parâmetro SMTP_CONNECTION_URI da extensão firestore-send-email sem valor: defina-o em extensions/firestore-send-email.env.real.',
    ]);
  });

  it('names a missing secret, of the extension or of the functions, in the target project', () => {
    const repo = fakeRepo(complete);
    const asked = [];
    const missing = missingDeployRequirements({
      repoRoot: repo,
      args: ['deploy', '--project', 'other'],
      secretExists: (name, project) => {
        asked.push(`${project}/${name}`);
        return false;
      },
    });
    expect(asked).toEqual(['other/smtp-pass', 'other/HOOK_SECRET']);
    expect(missing.some((m) => m.startsWith('Segredo smtp-pass (parâmetro SMTP_PASSWORD'))).toBe(
      true,
    );
    expect(missing.some((m) => m.startsWith('Segredo HOOK_SECRET das functions'))).toBe(true);
  });

  it('names the functions parameter without a value', () => {
    const repo = fakeRepo({ projectEnv: complete.projectEnv });
    expect(
      missingDeployRequirements({ repoRoot: repo, args: ['deploy'], secretExists: allSecrets }),
    ).toEqual([
      // The fake project is 'real' (its file, named through the template, is not a repository path).
      `Parâmetro HOTMART_PRODUCT_PLANS das functions sem valor: defina-o em functions/.env.${'real'} (docs/purchases.md).`,
    ]);
  });

  it('checks only what a deploy --only includes', () => {
    const repo = fakeRepo();
    const none = () => false;
    expect(
      missingDeployRequirements({
        repoRoot: repo,
        args: ['deploy', '--only', 'hosting'],
        secretExists: none,
      }),
    ).toEqual([]);
    expect(deploysTarget(['deploy', '--only', 'functions:submitLead'], 'functions')).toBe(true);
    expect(deploysTarget(['deploy', '--only=extensions'], 'functions')).toBe(false);
  });

  it('refuses the emulators’ demo project', () => {
    const repo = fakeRepo(complete);
    const [message] = missingDeployRequirements({
      repoRoot: repo,
      args: ['deploy', '-P', 'demo-escola'],
      secretExists: allSecrets,
    });
    expect(message).toMatch(/^O projeto ativo é demo-escola/);
  });
});
