import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitrary';

export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';

/** One registered endpoint with the request schemas the app validates it against. */
export interface RouteSpec {
  method: string;
  /** OpenAPI spelling: `/api/posts/{id}`. */
  route: string;
  auth: AuthLevel;
  path: Record<string, JsonSchema>;
  query: { properties: Record<string, JsonSchema>; required: string[] };
  /** The JSON body schema, when the route takes one. */
  body: JsonSchema | null;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function authLevel(security: OpenApiOperation['security']): AuthLevel {
  if (!security || security.length === 0) return 'none';
  if (security.some((s) => Object.keys(s).length === 0)) return 'optional';
  return security.some((s) => s.bearerAuth?.includes('ADMIN')) ? 'admin' : 'user';
}

/**
 * Every route the app documents, read from its OpenAPI document (as the authorization matrix does),
 * so an endpoint added later is fuzzed without touching this suite.
 */
export function registeredRoutes(app: FastifyInstance): RouteSpec[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const specs: RouteSpec[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const inPath = params.filter((p) => p.in === 'path');
      const inQuery = params.filter((p) => p.in === 'query');
      specs.push({
        method: method.toUpperCase(),
        route,
        auth: authLevel(op.security),
        path: Object.fromEntries(inPath.map((p) => [p.name, p.schema ?? { type: 'string' }])),
        query: {
          properties: Object.fromEntries(inQuery.map((p) => [p.name, p.schema ?? { type: 'string' }])),
          required: inQuery.filter((p) => p.required).map((p) => p.name),
        },
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return specs;
}
