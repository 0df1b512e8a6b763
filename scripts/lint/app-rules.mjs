// The project's own lint rules, an oxlint JS plugin (loaded by .oxlintrc.json as `app`).
//
// `app/borders`: the borders of docs/architecture.md ("Fronteiras"). Each layer of web/src imports
// itself and the layers to its right:
//   app → features → components → lib → config → @app/domain
// a feature never imports another feature, app imports a feature only through its doors (the
// files at its root: index.ts and a door per app screen that composes it), and the domain imports
// no other package of the repository. The check is on the path an import points to (relative, `@/` or `@app/domain`), not
// on its text, so `../../x`, `export … from` and `import()` cross a border like an `@/` import.
// Features are found by their folder name, so a new one is an island from its first file.
//
// `app/no-raw-html`: names, comments and leads are typed by users and reach the page only as React
// text, which is escaped; raw HTML would let a name like <img onerror=...> run in admins' tabs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const layers = ['app', 'features', 'components', 'lib', 'config'];

/** `dir/sub/file` → ['dir', 'sub', 'file'] for a path inside `root`, or null outside it. */
function partsInside(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

/** Where an import specifier points, or null for a package outside the repository. */
function targetOf(root, importer, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  if (specifier.startsWith('@/')) {
    return path.join(root, 'web/src', specifier.slice(2));
  }
  if (specifier === '@app/domain' || specifier.startsWith('@app/domain/')) {
    return path.join(root, 'packages/domain', specifier.slice('@app/domain'.length));
  }
  return null;
}

/** The layer (and feature) of a path under web/src, or null. */
function placeOf(root, file) {
  const parts = partsInside(path.join(root, 'web/src'), file);
  if (!parts || parts.length < 2 || !layers.includes(parts[0])) return null;
  return { layer: parts[0], feature: parts[0] === 'features' ? parts[1] : null };
}

/** Why importing `target` from `importer` crosses a border, or null when it may. */
export function borderCrossing(root, importer, target) {
  const importerInDomain = partsInside(path.join(root, 'packages/domain'), importer);
  if (importerInDomain) {
    const parts = partsInside(root, target);
    if (parts && ['web', 'functions', 'tests', 'scripts'].includes(parts[0])) {
      return 'O domínio não importa nenhum outro pacote do repositório.';
    }
    return null;
  }
  const from = placeOf(root, importer);
  const to = placeOf(root, target);
  if (!from || !to) return null;
  const fromIndex = layers.indexOf(from.layer);
  if (layers.indexOf(to.layer) < fromIndex) {
    const allowed = [...layers.slice(fromIndex + 1), '@app/domain'].join(', ');
    return `web/src/${from.layer} importa só a si mesma e ${allowed}: desça o código ou receba-o por props/callback.`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `A feature "${from.feature}" não importa outra feature; componha as duas em web/src/app.`;
  }
  if (from.layer === 'app' && to.feature && !isFeatureDoor(root, target)) {
    return `web/src/app importa a feature "${to.feature}" só pelas portas dela, os arquivos da raiz: '@/features/${to.feature}' (index.ts, as páginas como loaders) ou a porta da tela que a compõe (ex.: '@/features/${to.feature}/dashboard-home'), nunca de api/, components/ ou hooks/.`;
  }
  return null;
}

/**
 * A feature's doors for the app are the files at its root: index.ts (page loaders, all the route
 * table may pull into the start chunk) and one door per app screen that composes its components
 * (dashboard-home.ts, dashboard-frame.ts), so each lazy screen pulls only what it shows.
 */
function isFeatureDoor(root, target) {
  const parts = partsInside(path.join(root, 'web/src/features'), target);
  return parts !== null && parts.length <= 2;
}

const borders = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    // `root` lets the rule's own test lint example files laid out in a folder of their own.
    const root = context.options[0]?.root ?? repoRoot;
    const importer = context.physicalFilename ?? context.filename;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(root, importer, source.value);
      if (!target) return;
      const message = borderCrossing(root, importer, target);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const rawHtml = 'Não insira HTML cru: mostre textos do usuário como texto React (escapado).';
const noRawHtml = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name?.name === 'dangerouslySetInnerHTML') {
          context.report({ node, message: rawHtml });
        }
      },
      AssignmentExpression(node) {
        const property = node.left?.type === 'MemberExpression' ? node.left.property : null;
        const name = property?.type === 'Identifier' ? property.name : property?.value;
        if (name === 'innerHTML' || name === 'outerHTML') {
          context.report({ node, message: 'Não insira HTML cru: use textContent.' });
        }
      },
    };
  },
};

export default {
  meta: { name: 'app' },
  rules: { borders, 'no-raw-html': noRawHtml },
};
