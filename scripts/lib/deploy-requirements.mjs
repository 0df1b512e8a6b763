// What `npm run deploy` (scripts/firebase.mjs) checks before handing over to firebase-tools: every
// parameter and secret a fresh project needs, so a deploy never installs the e-mail extension
// without an SMTP server or functions without their secrets (docs/operations.md, "Deploy"). Each
// missing piece is named in a sentence of its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Extension parameters that must hold a value (the instance's .env plus .env.<project id>). */
export const REQUIRED_EXTENSION_PARAMS = {
  'firestore-send-email': [
    'MAIL_COLLECTION',
    'DEFAULT_FROM',
    'SMTP_CONNECTION_URI',
    'SMTP_PASSWORD',
  ],
};
/** Extension parameters of type "secret": their value names a Secret Manager secret version. */
export const SECRET_EXTENSION_PARAMS = { 'firestore-send-email': ['SMTP_PASSWORD'] };

/** Reads a dotenv file the way firebase-tools does for extensions and functions (KEY=value). */
export function parseEnvFile(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const raw = match[2];
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values[match[1]] = quoted ? quoted[2] : raw;
  }
  return values;
}

const readEnv = (file) => (existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {});

/** The project a firebase-tools command targets: --project/-P, else .firebaserc's default. */
export function targetProject(args, repoRoot) {
  const index = args.findIndex((arg) => arg === '--project' || arg === '-P');
  if (index >= 0 && args[index + 1]) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith('--project='));
  if (inline) return inline.slice('--project='.length);
  const rc = JSON.parse(readFileSync(path.join(repoRoot, '.firebaserc'), 'utf8'));
  return rc.projects?.default ?? null;
}

/** Whether a deploy with these arguments includes `target` (no --only: everything). */
export function deploysTarget(args, target) {
  const index = args.indexOf('--only');
  const value = index >= 0 ? args[index + 1] : args.find((a) => a.startsWith('--only='))?.slice(7);
  if (value === undefined) return true;
  return value.split(',').some((part) => part.split(':')[0] === target);
}

/** The names the functions' code declares with defineSecret('NAME'). */
export function functionSecretNames(sourceDir) {
  const names = new Set();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/defineSecret\(\s*'([A-Z0-9_]+)'/g))
          names.add(match[1]);
      }
    }
  };
  visit(sourceDir);
  return [...names].sort();
}

/** The secret's name in a param value `projects/<p>/secrets/<name>/versions/<v>`, or null. */
export function secretNameOf(reference) {
  const match = /^projects\/[^/]+\/secrets\/([^/]+)\/versions\/[^/]+$/.exec(reference ?? '');
  return match ? match[1] : null;
}

/**
 * Every missing requirement of a deploy, as pt-BR sentences (empty: good to go).
 * `secretExists(name)` answers whether the project's Secret Manager holds the secret.
 */
export function missingDeployRequirements({ repoRoot, args, secretExists }) {
  const project = targetProject(args, repoRoot);
  if (!project) return ['Nenhum projeto escolhido: rode `npx firebase use --add <id-do-projeto>`.'];
  if (project.startsWith('demo-')) {
    return [
      `O projeto ativo é ${project}, o dos emuladores: escolha o projeto real com ` +
        '`npx firebase use <id-do-projeto>` ou `npm run deploy -- --project <id-do-projeto>`.',
    ];
  }
  const missing = [];
  const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  if (deploysTarget(args, 'extensions')) {
    for (const instance of Object.keys(firebaseJson.extensions ?? {})) {
      const dir = path.join(repoRoot, 'extensions');
      const params = {
        ...readEnv(path.join(dir, `${instance}.env`)),
        ...readEnv(path.join(dir, `${instance}.env.${project}`)),
      };
      for (const name of REQUIRED_EXTENSION_PARAMS[instance] ?? []) {
        if (!params[name]) {
          missing.push(
            `Parâmetro ${name} da extensão ${instance} sem valor: defina-o em ` +
              `extensions/${instance}.env.${project}.`,
          );
        }
      }
      for (const name of SECRET_EXTENSION_PARAMS[instance] ?? []) {
        if (!params[name]) continue;
        const secret = secretNameOf(params[name].replaceAll('${param:PROJECT_ID}', project));
        if (!secret) {
          missing.push(
            `Parâmetro ${name} da extensão ${instance} não é uma versão de segredo ` +
              '(projects/<projeto>/secrets/<nome>/versions/latest).',
          );
        } else if (!secretExists(secret, project)) {
          missing.push(
            `Segredo ${secret} (parâmetro ${name} da extensão ${instance}) não existe no ` +
              `projeto ${project}: crie-o com \`gcloud secrets create ${secret} --data-file=-\`.`,
          );
        }
      }
    }
  }
  if (deploysTarget(args, 'functions')) {
    for (const secret of functionSecretNames(path.join(repoRoot, 'functions', 'src'))) {
      if (!secretExists(secret, project)) {
        missing.push(
          `Segredo ${secret} das functions não existe no projeto ${project}: ` +
            `\`npx firebase functions:secrets:set ${secret}\`.`,
        );
      }
    }
    const functionParams = readEnv(path.join(repoRoot, 'functions', `.env.${project}`));
    if (!functionParams.HOTMART_PRODUCT_PLANS) {
      missing.push(
        `Parâmetro HOTMART_PRODUCT_PLANS das functions sem valor: defina-o em ` +
          `functions/.env.${project} (docs/purchases.md).`,
      );
    }
  }
  return missing;
}

/** Asks Secret Manager (through firebase-tools) whether the secret has a version. */
export function firebaseSecretExists(firebaseBin, env) {
  return (name, project) =>
    spawnSync(firebaseBin, ['functions:secrets:get', name, '--project', project], {
      stdio: 'ignore',
      env,
    }).status === 0;
}
