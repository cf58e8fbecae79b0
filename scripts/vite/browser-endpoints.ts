import ts from 'typescript';
import type { Plugin } from 'vite';

/** The schema fields of a descriptor: the server validates and documents with them, the browser never reads them. */
const SCHEMA_FIELDS = new Set(['query', 'body', 'response', 'description']);
const CONTRACT = /[\\/]src[\\/]shared[\\/]contracts[\\/](?!endpoint\.ts$)[^\\/]+\.ts$/;
const VIRTUAL_PREFIX = '\0browser-endpoints:';

/** An import the descriptors need: the binding, the name in its module, the module as written. */
interface NeededImport {
  local: string;
  imported: string;
  specifier: string;
}

export interface SplitContract {
  /** The contract without its descriptors, which it re-exports from the descriptor module. */
  contract: string;
  /** TypeScript source of the descriptor module; its imports still name modules as the contract writes them. */
  descriptors: string;
  moved: string[];
}

/** The object literal of `defineEndpoint({...})`, or undefined. */
function endpointObject(initializer: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!initializer || !ts.isCallExpression(initializer)) return undefined;
  const [argument, ...others] = initializer.arguments;
  const isDefine =
    ts.isIdentifier(initializer.expression) && initializer.expression.text === 'defineEndpoint';
  return isDefine && others.length === 0 && argument && ts.isObjectLiteralExpression(argument)
    ? argument
    : undefined;
}

/** Plain data: literals, arrays and objects of them, names and property reads; no call, no function. */
function isData(node: ts.Node): boolean {
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isRegularExpressionLiteral(node) ||
    ts.isIdentifier(node) ||
    [ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword].includes(node.kind)
  ) {
    return true;
  }
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((span) => isData(span.expression));
  if (ts.isPropertyAccessExpression(node)) return isData(node.expression);
  if (ts.isElementAccessExpression(node)) return isData(node.expression) && isData(node.argumentExpression);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isData);
  if (ts.isSpreadElement(node) || ts.isSpreadAssignment(node)) return isData(node.expression);
  if (ts.isObjectLiteralExpression(node)) {
    return (
      node.properties.every(
        (property) =>
          ts.isShorthandPropertyAssignment(property) ||
          ts.isSpreadAssignment(property) ||
          (ts.isPropertyAssignment(property) &&
            !ts.isComputedPropertyName(property.name) &&
            isData(property.initializer)),
      ) && node.properties.every((property) => !ts.isSpreadAssignment(property) || isData(property))
    );
  }
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    return isData(node.expression);
  }
  if (ts.isPrefixUnaryExpression(node)) return isData(node.operand);
  if (ts.isBinaryExpression(node)) {
    const isAssignment =
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
    return !isAssignment && isData(node.left) && isData(node.right);
  }
  if (ts.isConditionalExpression(node)) {
    return isData(node.condition) && isData(node.whenTrue) && isData(node.whenFalse);
  }
  return false;
}

/** The identifiers an expression reads (not property names, not object keys, not types). */
function readIdentifiers(node: ts.Node, found: Set<string>): void {
  if (ts.isTypeNode(node)) return;
  if (ts.isIdentifier(node)) {
    found.add(node.text);
    return;
  }
  if (ts.isPropertyAccessExpression(node)) {
    readIdentifiers(node.expression, found);
    return;
  }
  if (ts.isPropertyAssignment(node)) {
    if (ts.isComputedPropertyName(node.name)) readIdentifiers(node.name.expression, found);
    readIdentifiers(node.initializer, found);
    return;
  }
  if (ts.isShorthandPropertyAssignment(node)) {
    found.add(node.name.text);
    return;
  }
  ts.forEachChild(node, (child) => readIdentifiers(child, found));
}

/** A top-level `const` of the contract, with what the browser's copy of it would be. */
interface Constant {
  name: string;
  statement: ts.VariableStatement;
  exported: boolean;
  /** The value in the browser: a descriptor without its schemas, or the data as written; undefined if neither. */
  value?: ts.Node[] | ts.Expression;
}

/**
 * Splits a contract for the browser: each endpoint descriptor (`export const x = defineEndpoint({...})`)
 * moves to a module of its own without its query, body, response and description, and so does each
 * exported constant of plain data (a message, a limit); the contract re-exports them from there. What
 * they read comes along: imports, and local constants of plain data. One reading anything else (a
 * schema, a function, a `let`) stays where it is. Null when nothing moves.
 */
export function splitContract(source: string, file: string, descriptorModule: string): SplitContract | null {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = new Map<string, NeededImport>();
  const constants = new Map<string, Constant>();
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name)
        imports.set(clause.name.text, { local: clause.name.text, imported: 'default', specifier });
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          if (element.isTypeOnly) continue;
          const imported = (element.propertyName ?? element.name).text;
          imports.set(element.name.text, { local: element.name.text, imported, specifier });
        }
      }
      continue;
    }
    if (
      !ts.isVariableStatement(statement) ||
      !(statement.declarationList.flags & ts.NodeFlags.Const) ||
      statement.declarationList.declarations.length !== 1
    ) {
      continue;
    }
    const declaration = statement.declarationList.declarations[0] as ts.VariableDeclaration;
    if (!ts.isIdentifier(declaration.name)) continue;
    const exported =
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
    const object = endpointObject(declaration.initializer);
    let value: Constant['value'];
    if (object) {
      const kept = object.properties.filter(
        (property) =>
          !(property.name && ts.isIdentifier(property.name) && SCHEMA_FIELDS.has(property.name.text)),
      );
      if (
        kept.every(
          (property) =>
            (ts.isPropertyAssignment(property) && isData(property.initializer)) ||
            ts.isShorthandPropertyAssignment(property),
        )
      ) {
        value = kept;
      }
    } else if (declaration.initializer && isData(declaration.initializer)) {
      value = declaration.initializer;
    }
    constants.set(declaration.name.text, { name: declaration.name.text, statement, exported, value });
  }

  // Each exported descriptor or datum, with everything it needs, or none of it.
  const moved = new Set<Constant>();
  const copied = new Set<Constant>();
  const neededImports = new Map<string, NeededImport>();
  for (const candidate of constants.values()) {
    if (!candidate.exported || candidate.value === undefined) continue;
    const wantedImports = new Map<string, NeededImport>();
    const wantedConstants = new Set<Constant>();
    const pending = new Set<string>();
    for (const node of [candidate.value].flat()) readIdentifiers(node, pending);
    let movable = true;
    for (const name of pending) {
      const imported = imports.get(name);
      const constant = constants.get(name);
      if (imported) {
        wantedImports.set(name, imported);
      } else if (constant && constant.value !== undefined && !Array.isArray(constant.value)) {
        if (constant === candidate || wantedConstants.has(constant)) continue;
        wantedConstants.add(constant);
        readIdentifiers(constant.value, pending);
      } else if (name !== 'undefined') {
        movable = false;
        break;
      }
    }
    if (!movable) continue;
    moved.add(candidate);
    for (const [name, imported] of wantedImports) neededImports.set(name, imported);
    for (const constant of wantedConstants) copied.add(constant);
  }
  if (moved.size === 0) return null;

  const bySpecifier = new Map<string, NeededImport[]>();
  for (const needed of neededImports.values()) {
    bySpecifier.set(needed.specifier, [...(bySpecifier.get(needed.specifier) ?? []), needed]);
  }
  const text = (node: ts.Node) => node.getText(sourceFile);
  const descriptors = [
    ...[...bySpecifier].map(
      ([specifier, bindings]) =>
        `import { ${bindings.map((b) => (b.imported === b.local ? b.local : `${b.imported} as ${b.local}`)).join(', ')} } from ${JSON.stringify(specifier)};`,
    ),
    // In the contract's order, so a constant comes after those it reads.
    ...[...constants.values()]
      .filter((constant) => moved.has(constant) || copied.has(constant))
      .map(({ name, value }) => {
        const exported = moved.has(constants.get(name) as Constant) ? 'export ' : '';
        const body = Array.isArray(value)
          ? `{\n  ${value.map(text).join(',\n  ')},\n}`
          : text(value as ts.Expression);
        return `${exported}const ${name} = ${body};`;
      }),
  ].join('\n');

  // The contract keeps everything else, in place; what moved comes from the descriptor module.
  let contract = '';
  let at = 0;
  for (const { statement } of [...moved].sort((a, b) => a.statement.getStart() - b.statement.getStart())) {
    contract += source.slice(at, statement.getFullStart());
    at = statement.getEnd();
  }
  contract += source.slice(at);
  const names = [...moved].map(({ name }) => name);
  const usedHere = names.filter((name) => new RegExp(`\\b${name}\\b`).test(contract));
  contract += `\nexport { ${names.join(', ')} } from ${JSON.stringify(descriptorModule)};\n`;
  if (usedHere.length > 0) {
    contract += `import { ${usedHere.join(', ')} } from ${JSON.stringify(descriptorModule)};\n`;
  }
  return { contract, descriptors, moved: names };
}

/**
 * The browser calls an endpoint with its method, path, access and answer kind; its zod schemas are
 * the server's. Yet a page importing a descriptor imported its contract module, every schema in it
 * and zod (22 kB gzip) with them, even a page without a form. In the web build each contract's
 * descriptors (without their schemas) and plain-data constants move into a module of their own that
 * the contract re-exports, and contracts are marked free of side effects (they define schemas and
 * nothing else at load): a page using only descriptors and constants loads neither the contract nor
 * zod. Pages that validate with a contract's schemas load it as before. Dev server and tests use the
 * contracts as written (decision 0055).
 */
export function browserEndpoints(): Plugin {
  const descriptorModules = new Map<string, string>();
  return {
    name: 'browser-endpoints',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return descriptorModules.has(source) ? source : null;
    },
    load(id) {
      return descriptorModules.get(id) ?? null;
    },
    async transform(code, id) {
      if (!CONTRACT.test(id) || id.startsWith(VIRTUAL_PREFIX)) return null;
      const descriptorModule = `${VIRTUAL_PREFIX}${id}`;
      const split = splitContract(code, id, descriptorModule);
      if (!split) return { code, map: null, moduleSideEffects: false };
      // The descriptor module lives outside the contract's folder: its imports name modules resolved.
      let descriptors = split.descriptors;
      for (const [, specifier] of split.descriptors.matchAll(/from "([^"]+)";/g)) {
        const resolved = await this.resolve(specifier as string, id);
        if (!resolved) throw new Error(`${id}: cannot resolve ${specifier} for its endpoint descriptors.`);
        descriptors = descriptors.replace(`from "${specifier}";`, `from ${JSON.stringify(resolved.id)};`);
      }
      const javascript = ts.transpileModule(descriptors, {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      }).outputText;
      descriptorModules.set(descriptorModule, javascript);
      return { code: split.contract, map: null, moduleSideEffects: false };
    },
  };
}
