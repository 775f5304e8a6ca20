// The folder rules of ADR 0038 as an ESLint rule: a feature is read, changed or removed in its own
// folder, so other code reaches it only through its public entry points.
import path from 'node:path';

const PUBLIC_ENTRIES = new Set(['', 'index', 'server']);

/** `src/…` path of an import, or null for packages and generated code. */
function importedSrcPath(spec, filename, srcRoot) {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.')) {
    const resolved = path.relative(srcRoot, path.resolve(path.dirname(filename), spec));
    return resolved.startsWith('..') ? null : resolved;
  }
  return null;
}

/** [area, name, rest]: `features/places/model/x` → ['features', 'places', 'model/x'] */
function split(srcPath) {
  const [area = '', name = '', ...rest] = srcPath.split(path.sep === '\\' ? /[\\/]/ : '/');
  return [area, name, rest.join('/').replace(/\.(tsx?|mts)$/, '')];
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      sharedImportsFeature:
        '{{area}} is shared code: it must not import the {{feature}} feature (move what both need into src/lib or src/components).',
      deepImport:
        'Import the {{feature}} feature through its public entry (`@/features/{{feature}}`, or `@/features/{{feature}}/server` for server-only code), not `{{spec}}`.',
      ownByAlias: 'Inside the {{feature}} feature, import its own files by relative path, not `{{spec}}`.',
    },
    schema: [],
  },
  create(context) {
    const srcRoot = path.join(context.cwd, 'src');
    const fromPath = path.relative(srcRoot, context.filename);
    if (fromPath.startsWith('..')) return {};
    const [fromArea, fromName] = split(fromPath);
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = importedSrcPath(spec, context.filename, srcRoot);
      if (!target) return;
      const [area, feature, rest] = split(target);
      if (area !== 'features') return;
      if (fromArea === 'lib' || fromArea === 'components') {
        context.report({ node, messageId: 'sharedImportsFeature', data: { area: `src/${fromArea}`, feature } });
      } else if (fromArea === 'features' && fromName !== feature && !PUBLIC_ENTRIES.has(rest)) {
        context.report({ node, messageId: 'deepImport', data: { feature, spec } });
      } else if (fromArea === 'features' && fromName === feature && spec.startsWith('@/')) {
        context.report({ node, messageId: 'ownByAlias', data: { feature, spec } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
