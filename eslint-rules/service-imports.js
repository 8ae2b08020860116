// @ts-check
/**
 * `blush/service-imports`: inside an API module, code other than its routes calls another module's
 * service only for the read-only look-ups on an allow-list (docs/architecture.md rule 1). A write that spans
 * modules is a flow in `apps/api/src/flows/`, where every step is named; routes, flows and jobs'
 * wiring call any service. Type-only imports are free (they run nothing).
 *
 * Options: `{ allow: { [module]: string[] }, pending?: { [file]: string[] } }` — `allow`: the names
 * of `modules/<module>/service.ts` any other module may import; `pending`: writes not yet moved into
 * a flow, by file (`order/service.ts`) — a list that only shrinks: an entry no longer imported is
 * reported too. A namespace import (`import * as x`) is checked by the members it uses.
 */
import path from 'node:path';

const MODULE_FILE = /[\\/]apps[\\/]api[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]([^\\/]+)$/;

/** The module a file belongs to and the file's name, or undefined outside `modules/<m>/`. */
function moduleOf(file) {
  const match = MODULE_FILE.exec(file);
  return match ? { module: match[1], file: match[2] } : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "A module calls another module's service only for allow-listed read-only look-ups." },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          pending: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      stalePending: "'{{name}}' is on this file's pending list but no longer imported: take it off the list.",
      notAllowed:
        "'{{name}}' of modules/{{target}}/service.ts is not a read-only look-up on the allow-list: move the cross-module work into a flow in apps/api/src/flows/ (docs/architecture.md rule 1).",
    },
  },
  create(context) {
    const here = moduleOf(context.physicalFilename);
    // Entry points (routes) and tests may call any service.
    if (!here || here.file === 'routes.ts' || /\.test\.tsx?$/.test(here.file) || here.file.startsWith('test-')) return {};
    const allow = /** @type {Record<string, string[]>} */ (context.options[0]?.allow ?? {});
    const dir = path.dirname(context.physicalFilename);
    const pending = new Set(context.options[0]?.pending?.[`${here.module}/${here.file}`] ?? []);
    const used = new Set();

    return {
      'Program:exit'(node) {
        for (const name of pending) if (!used.has(name)) context.report({ node, messageId: 'stalePending', data: { name } });
      },
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string') return;
        const target = moduleOf(path.resolve(dir, node.source.value));
        if (!target || target.file !== 'service.ts' || target.module === here.module) return;
        const allowed = new Set(allow[target.module] ?? []);
        const report = (/** @type {import('estree').Node} */ at, /** @type {string} */ name) => {
          if (pending.has(name)) used.add(name);
          else if (!allowed.has(name)) context.report({ node: at, messageId: 'notAllowed', data: { name, target: target.module } });
        };
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier') {
            if (/** @type {any} */ (spec).importKind === 'type') continue;
            report(spec, spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value));
          } else if (spec.type === 'ImportDefaultSpecifier') {
            report(spec, 'default');
          } else {
            // `import * as x`: every `x.name` used as a value.
            for (const variable of context.sourceCode.getDeclaredVariables(spec)) {
              for (const ref of variable.references) {
                const parent = /** @type {any} */ (ref.identifier).parent;
                if (parent?.type === 'TSQualifiedName') continue; // a type: x.SomeRow
                if (parent?.type === 'MemberExpression' && parent.object === ref.identifier && !parent.computed) report(parent, parent.property.name);
                else report(ref.identifier, '*');
              }
            }
          }
        }
      },
    };
  },
};
