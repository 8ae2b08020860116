/**
 * Turns an OpenAPI 3 document into a compact view model for the `/swagger` page: operations
 * grouped by tag with their parameters and a summary of each response schema. Done on the server
 * so the browser gets a few kilobytes instead of the whole document.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface SchemaView {
  type: string;
  description?: string;
  enum?: string[];
  properties?: Array<{ name: string; required: boolean; schema: SchemaView }>;
  items?: SchemaView;
}

export interface ParameterView {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
}

export interface ResponseView {
  status: string;
  description: string;
  contentType?: string;
  schema?: SchemaView;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  parameters: ParameterView[];
  requestBody?: SchemaView;
  responses: ResponseView[];
}

export interface TagGroupView {
  tag: string;
  description?: string;
  operations: OperationView[];
}

export interface ApiDocView {
  title: string;
  version: string;
  openapi: string;
  description?: string;
  groups: TagGroupView[];
  operationCount: number;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
const MAX_DEPTH = 4;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

function resolveRef(doc: JsonObject, node: JsonObject): JsonObject {
  const ref = str(node.$ref);
  if (!ref?.startsWith('#/')) return node;
  let current: Json | undefined = doc;
  for (const part of ref.slice(2).split('/')) {
    current = isObject(current) ? current[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  return isObject(current) ? current : node;
}

function refName(node: JsonObject): string | undefined {
  return str(node.$ref)?.split('/').pop();
}

export function schemaView(doc: JsonObject, raw: Json | undefined, depth = 0): SchemaView {
  if (!isObject(raw)) return { type: 'any' };
  const name = refName(raw);
  const node = resolveRef(doc, raw);
  const description = str(node.description);
  const withDescription = (view: SchemaView): SchemaView => (description ? { ...view, description } : view);

  for (const combinator of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = node[combinator];
    if (Array.isArray(options) && options.length) {
      const parts = options.map((option) => schemaView(doc, option, depth + 1));
      const nonNull = parts.filter((p) => p.type !== 'null');
      if (combinator !== 'allOf' && nonNull.length === 1 && parts.length === 2) {
        return withDescription({ ...nonNull[0]!, type: `${nonNull[0]!.type} | null` });
      }
      return withDescription({ type: parts.map((p) => p.type).join(combinator === 'allOf' ? ' & ' : ' | ') });
    }
  }

  let type = Array.isArray(node.type) ? node.type.filter((t) => typeof t === 'string').join(' | ') : str(node.type) ?? (node.properties ? 'object' : 'any');
  if (str(node.format)) type += ` (${String(node.format)})`;
  if (name) type = `${name}: ${type}`;
  const view: SchemaView = { type };
  if (Array.isArray(node.enum)) view.enum = node.enum.map((v) => String(v));
  if ('const' in node) view.enum = [String(node.const)];
  if (depth < MAX_DEPTH && isObject(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    view.properties = Object.entries(node.properties).map(([prop, schema]) => ({
      name: prop,
      required: required.has(prop),
      schema: schemaView(doc, schema, depth + 1),
    }));
  }
  if (node.items !== undefined && depth < MAX_DEPTH) {
    const items = schemaView(doc, node.items, depth + 1);
    view.type = `array<${items.type}>`;
    if (items.properties || items.enum) view.items = items;
  }
  return withDescription(view);
}

function parameterView(doc: JsonObject, raw: Json): ParameterView | null {
  if (!isObject(raw)) return null;
  const node = resolveRef(doc, raw);
  const name = str(node.name);
  if (!name) return null;
  const schema = schemaView(doc, node.schema);
  const enumText = schema.enum ? ` (${schema.enum.join(', ')})` : '';
  const description = str(node.description) ?? schema.description;
  return {
    name,
    in: str(node.in) ?? 'query',
    required: node.required === true,
    type: `${schema.type}${enumText}`,
    ...(description ? { description } : {}),
  };
}

function firstContent(doc: JsonObject, content: Json | undefined): { contentType: string; schema: SchemaView } | undefined {
  if (!isObject(content)) return undefined;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType || !isObject(media)) return undefined;
  return { contentType, schema: schemaView(doc, media.schema) };
}

export function buildApiDocView(document: unknown): ApiDocView {
  if (!isObject(document as Json) || !isObject((document as JsonObject).paths)) {
    throw new Error('Not an OpenAPI document');
  }
  const doc = document as JsonObject;
  const info = isObject(doc.info) ? doc.info : {};
  const tagDescriptions = new Map<string, string>();
  if (Array.isArray(doc.tags)) {
    for (const tag of doc.tags) {
      if (isObject(tag) && str(tag.name) && str(tag.description)) tagDescriptions.set(String(tag.name), String(tag.description));
    }
  }
  const groups = new Map<string, OperationView[]>();
  let count = 0;
  for (const [path, item] of Object.entries(doc.paths as JsonObject)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      count++;
      const parameters = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]
        .map((p) => parameterView(doc, p))
        .filter((p): p is ParameterView => p !== null);
      const body = isObject(op.requestBody) ? firstContent(doc, resolveRef(doc, op.requestBody).content) : undefined;
      const responses: ResponseView[] = isObject(op.responses)
        ? Object.entries(op.responses).map(([status, response]) => {
            const resolved = isObject(response) ? resolveRef(doc, response) : {};
            const content = firstContent(doc, resolved.content);
            return {
              status,
              description: str(resolved.description) ?? '',
              ...(content ? { contentType: content.contentType, schema: content.schema } : {}),
            };
          })
        : [];
      const description = str(op.description);
      const operation: OperationView = {
        id: str(op.operationId) ?? `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, ''),
        method: method.toUpperCase(),
        path,
        summary: str(op.summary) ?? '',
        ...(description ? { description } : {}),
        parameters,
        ...(body ? { requestBody: body.schema } : {}),
        responses,
      };
      const tags = Array.isArray(op.tags) && op.tags.length ? op.tags.map(String) : ['default'];
      for (const tag of tags) groups.set(tag, [...(groups.get(tag) ?? []), operation]);
    }
  }
  const description = str(info.description);
  return {
    title: str(info.title) ?? 'API',
    version: str(info.version) ?? '',
    openapi: str(doc.openapi) ?? str(doc.swagger) ?? '',
    ...(description ? { description } : {}),
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, operations]) => {
        const tagDescription = tagDescriptions.get(tag);
        return {
          tag,
          ...(tagDescription ? { description: tagDescription } : {}),
          operations: operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
        };
      }),
    operationCount: count,
  };
}
