import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Operation = { parameters?: Array<{ in: string; name: string; required?: boolean }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

describe('the OpenAPI document at /docs/json', () => {
  it('is a valid OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const result = await new Validator().validate(res.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares exactly the path parameters each path has, and every declared operation has a route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
    const paths = Object.entries(doc.paths);
    expect(paths.length).toBeGreaterThan(50);
    for (const [path, operations] of paths) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const method of METHODS) {
        const op = operations[method];
        if (!op) continue;
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(inPath);
        expect(
          declared.every((p) => p.required),
          `${method} ${path}`,
        ).toBe(true);
        const url = path.replace(/\{([^}]+)\}/g, ':$1');
        expect(t.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(true);
        // …and the route answers: anything but the "no route" 404.
        const probe = path.replace(/\{[^}]+\}/g, '0190c0de-0000-7000-8000-000000000000');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url: probe });
        const noRoute = res.statusCode === 404 && /No API route matches/.test(res.body);
        expect(noRoute, `${method} ${path} → ${res.statusCode}`).toBe(false);
      }
    }
  });
});
