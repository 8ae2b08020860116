import { describe, expect, it } from 'vitest';
import { buildApiDocView } from './openapi.ts';

const doc = {
  openapi: '3.1.0',
  info: { title: 'Blush commerce API', version: '1.0.0', description: 'Storefront API' },
  components: { schemas: { Money: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' }, currency: { type: 'string', enum: ['SGD', 'THB'] } } } } },
  paths: {
    '/api/web/v1/products': {
      get: {
        tags: ['catalog'],
        summary: 'Product listing',
        parameters: [
          { name: 'sort', in: 'query', schema: { type: 'string', enum: ['newest', 'bestsellers'] } },
          { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { price: { $ref: '#/components/schemas/Money' } } } }, total: { type: 'integer' } } } } },
          },
        },
      },
    },
    '/api/web/v1/markets': { get: { tags: ['market'], summary: 'Markets', responses: { '200': { description: 'OK' } } } },
  },
};

describe('buildApiDocView', () => {
  it('groups operations by tag with parameters and response schemas', () => {
    const view = buildApiDocView(doc);
    expect(view.title).toBe('Blush commerce API');
    expect(view.operationCount).toBe(2);
    expect(view.groups.map((g) => g.tag)).toEqual(['catalog', 'market']);
    const products = view.groups[0]!.operations[0]!;
    expect(products).toMatchObject({ method: 'GET', path: '/api/web/v1/products', summary: 'Product listing' });
    expect(products.parameters[0]).toEqual({ name: 'sort', in: 'query', required: false, type: 'string (newest, bestsellers)' });
    const schema = products.responses[0]!.schema!;
    expect(schema.properties?.map((p) => p.name)).toEqual(['items', 'total']);
    const items = schema.properties![0]!.schema;
    expect(items.type).toBe('array<object>');
    expect(items.items?.properties?.[0]?.schema.type).toBe('Money: object');
  });

  it('rejects something that is not an OpenAPI document', () => {
    expect(() => buildApiDocView({ hello: 'world' })).toThrow();
  });
});
