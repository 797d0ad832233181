// Describes the exported surface of the shared packages with the TypeScript checker: every export
// of src/index.ts with its kind and type text, the members of exported interfaces, classes and
// constant objects one by one (so a new member reads as an addition, not as a change), and the
// types the exports use that are declared in this repository but not exported. For the design
// system also the class names and custom properties its stylesheet defines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, SignatureKind, SymbolFlags } from 'typescript/unstable/sync';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The packages whose surface is versioned: folder and the stylesheets that are part of it. */
export const VERSIONED_PACKAGES = [
  { folder: 'platform', stylesheets: [] },
  { folder: 'shared-ui', stylesheets: ['src/styles/design-system.css'] },
  { folder: 'app-kit', stylesheets: [] },
];

const NO_TRUNCATION = 1;
const IN_TYPE_ALIAS = 8388608;

// Parameter names that are destructuring patterns (`{ label, hint, ...props }: TextFieldProps`)
// are implementation detail: print them as `props`.
const normalise = (text) => text.replace(/\{ [\w\s,.$]*? \}(\??): /g, 'props$1: ');

function isInRepository(fileName) {
  return fileName.startsWith(repoRoot) && !fileName.includes('/node_modules/');
}

function describeWith(checker, project, packageDir) {
  const indexFile = path.join(packageDir, 'src/index.ts');
  const entries = {};
  const moduleSymbol = checker.getSymbolAtLocation(project.program.getSourceFile(indexFile));
  const exported = new Map();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exported.set(symbol.name, target);
  }
  const exportedTargets = new Set([...exported.values()].map((target) => target.id));
  const internal = new Map(); // name -> symbol of repository types used but not exported
  const typeText = (type, flags = 0) => normalise(checker.typeToString(type, undefined, NO_TRUNCATION | flags));

  /** Notes the repository-declared, unexported types a printed type names. */
  function noteReferences(text, symbol) {
    const location = symbol.declarations?.[0]?.resolve(project);
    if (!location) return;
    for (const name of new Set(text.match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? [])) {
      if (exported.has(name) || internal.has(name)) continue;
      const found = checker.resolveName(name, SymbolFlags.Type, location, false);
      const resolved = found && found.flags & SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
      const file = resolved?.declarations?.[0]?.path;
      // Types of other packages (the platform's, used by the design system) are their surface.
      if (!resolved || !file || !file.startsWith(`${packageDir}/`) || exportedTargets.has(resolved.id)) continue;
      internal.set(name, resolved);
    }
  }

  function record(key, text, symbol) {
    entries[key] = text;
    noteReferences(text, symbol);
  }

  function members(prefix, type, ownerSymbol, { ownOnly }) {
    for (const property of checker.getPropertiesOfType(type)) {
      const file = property.declarations?.[0]?.path;
      // Members inherited from outside (React's button attributes) are that library's surface.
      if (ownOnly && file && !isInRepository(file)) continue;
      const optional = property.flags & SymbolFlags.Optional ? '?' : '';
      const separator = prefix.endsWith('#') ? '' : '.';
      record(`${prefix}${separator}${property.name}${optional}`, typeText(checker.getTypeOfSymbol(property)), ownerSymbol);
    }
  }

  function describeType(name, symbol, kindPrefix = '') {
    const flags = symbol.flags;
    if (flags & SymbolFlags.Class) {
      const staticSide = checker.getTypeOfSymbol(symbol);
      const constructors = checker.getSignaturesOfType(staticSide, SignatureKind.Construct).map((signature) => {
        const parameters = signature.getParameters().map((parameter) => {
          const declaration = parameter.valueDeclaration?.resolve(project);
          const optional = declaration?.questionToken || declaration?.initializer ? '?' : '';
          const rest = declaration?.dotDotDotToken ? '...' : '';
          return `${rest}${parameter.name}${optional}: ${typeText(checker.getTypeOfSymbol(parameter))}`;
        });
        return `new (${parameters.join(', ')})`;
      });
      record(`${kindPrefix}${name}`, `class ${constructors.join(' | ')}`, symbol);
      const instance = checker.getDeclaredTypeOfSymbol(symbol);
      const bases = (instance.getBaseTypes?.() ?? []).map((base) => typeText(base));
      if (bases.length) record(`${kindPrefix}${name} extends`, bases.join(', '), symbol);
      members(`${kindPrefix}${name}#`, instance, symbol, { ownOnly: true });
      for (const property of checker.getPropertiesOfType(staticSide)) {
        if (property.name === 'prototype') continue;
        record(`${kindPrefix}${name}.${property.name}`, `static ${typeText(checker.getTypeOfSymbol(property))}`, symbol);
      }
      return;
    }
    if (flags & SymbolFlags.Interface) {
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      const parameters = declared.getTypeParameters?.() ?? [];
      record(`${kindPrefix}${name}`, `interface${parameters.length ? `<${parameters.map((parameter) => typeText(parameter)).join(', ')}>` : ''}`, symbol);
      const bases = (declared.getBaseTypes?.() ?? []).map((base) => typeText(base));
      if (bases.length) record(`${kindPrefix}${name} extends`, bases.join(', '), symbol);
      members(`${kindPrefix}${name}`, declared, symbol, { ownOnly: true });
      return;
    }
    if (flags & SymbolFlags.TypeAlias) {
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      record(`${kindPrefix}${name}`, `type = ${typeText(declared, IN_TYPE_ALIAS)}`, symbol);
    }
  }

  for (const [name, symbol] of [...exported].sort(([a], [b]) => a.localeCompare(b))) {
    const flags = symbol.flags;
    if (flags & (SymbolFlags.Class | SymbolFlags.Interface | SymbolFlags.TypeAlias)) describeType(name, symbol);
    if (flags & SymbolFlags.Class) continue;
    if (flags & (SymbolFlags.Function | SymbolFlags.Variable)) {
      const type = checker.getTypeOfSymbol(symbol);
      const kind = flags & SymbolFlags.Function ? 'function' : 'const';
      const isPlainObject =
        kind === 'const' &&
        type.isObjectType?.() &&
        checker.getSignaturesOfType(type, SignatureKind.Call).length === 0 &&
        !type.getAliasSymbol?.() &&
        !/^[A-Z]\w*</.test(checker.typeToString(type));
      if (isPlainObject && !checker.isArrayType(type) && !checker.isTupleType(type)) {
        record(name, 'const object', symbol);
        members(name, type, symbol, { ownOnly: false });
      } else {
        // A constant's value (a timeout, a message) may change in any release; its type may not.
        const valueType = kind === 'const' && type.isLiteralType?.() ? checker.getBaseTypeOfLiteralType(type) : type;
        record(name, `${kind} ${typeText(valueType)}`, symbol);
      }
    }
  }
  // Types the exports use without exporting them: described too, so a change to them counts.
  for (let index = 0; index < internal.size; index += 1) {
    const [name, symbol] = [...internal][index];
    describeType(name, symbol, '(not exported) ');
  }
  return entries;
}

/** Class names and custom properties a stylesheet defines. */
export function describeStylesheet(css) {
  const entries = {};
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let prelude = '';
  for (const char of text) {
    if (char === '{') {
      if (!prelude.trim().startsWith('@')) {
        for (const [, name] of prelude.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) entries[`css class .${name}`] = 'class';
      }
      prelude = '';
    } else if (char === '}' || char === ';') {
      const property = /^\s*(--[\w-]+)\s*:/.exec(prelude);
      if (property) entries[`css property ${property[1]}`] = 'custom property';
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return entries;
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** { folder: { package, version, surface } } for the given package folders. */
export function describePackages(folders = VERSIONED_PACKAGES.map((item) => item.folder)) {
  const api = new API({ cwd: repoRoot });
  try {
    const snapshot = api.updateSnapshot({ openProject: path.join(repoRoot, 'tools/surface/tsconfig.json') });
    const project = snapshot.getProjects()[0];
    const result = {};
    for (const folder of folders) {
      const config = VERSIONED_PACKAGES.find((item) => item.folder === folder);
      if (!config) throw new Error(`${folder} is not a versioned package (tools/surface/describe-surface.mjs)`);
      const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
      const surface = describeWith(project.checker, project, path.join(repoRoot, folder));
      for (const stylesheet of config.stylesheets) {
        Object.assign(surface, describeStylesheet(fs.readFileSync(path.join(repoRoot, folder, stylesheet), 'utf8')));
      }
      result[folder] = { package: pkg.name, version: pkg.version, surface: sortKeys(surface) };
    }
    return result;
  } finally {
    api.close();
  }
}
