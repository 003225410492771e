/**
 * The contract's operations as the contract tests and the fuzzer walk them: parameters and
 * request body (with `$ref`s resolved), documented statuses, examples, and the role that may call
 * each (public operations anonymously, StaffOnly ones as admin, the rest as a member).
 */
import { openApiDocument } from '@mocks/testing/responseValidator';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
  description?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
  example?: unknown;
}

export type Role = 'anonymous' | 'member' | 'admin';

export interface Operation {
  method: string;
  path: string;
  /** 'POST /bookings/bookings/' */
  key: string;
  parameters: Parameter[];
  /** The JSON request body's schema, resolved; undefined when the operation takes none. */
  body?: { schema: Schema; required: boolean; example?: Record<string, unknown> };
  statuses: number[];
  /** The lowest 2xx the operation documents. */
  success: number;
  role: Role;
}

type Json = Record<string, unknown>;

function lookup(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, segment) => (node as Json | undefined)?.[segment], openApiDocument);
}

/** A schema with its `$ref` chain resolved; keywords beside a `$ref` win over the target's. */
export function resolveSchema(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const { $ref, ...siblings } = schema;
  return { ...resolveSchema(lookup($ref) as Schema), ...siblings };
}

function resolveRef<T>(value: T): T {
  const ref = (value as { $ref?: string }).$ref;
  return ref ? resolveRef(lookup(ref) as T) : value;
}

export function resolveProperties(schema: Schema): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(resolveSchema(schema).properties ?? {}).map(([name, property]) => [
      name,
      resolveSchema(property),
    ]),
  );
}

interface OperationSpec {
  security?: unknown[];
  parameters?: Json[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: Schema; example?: Json }>;
  };
  responses: Record<string, { $ref?: string }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function contractOperations(): Operation[] {
  return Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, value]) => {
        const spec = value as OperationSpec;
        const parameters = (spec.parameters ?? []).map((raw) => {
          const parameter = resolveRef(raw) as unknown as Parameter;
          return { ...parameter, schema: resolveSchema(parameter.schema) };
        });
        const json = spec.requestBody?.content?.['application/json'];
        const statuses = Object.keys(spec.responses).map(Number);
        const forbidden = spec.responses['403']?.$ref ?? '';
        const role: Role =
          spec.security !== undefined && spec.security.length === 0
            ? 'anonymous'
            : /\/(StaffOnly|StaffOnlyAdjustment|AdminOnly)$/.test(forbidden)
              ? 'admin'
              : 'member';
        return {
          method: method.toUpperCase(),
          path,
          key: `${method.toUpperCase()} ${path}`,
          parameters,
          body: json?.schema
            ? {
                schema: resolveSchema(json.schema),
                required: spec.requestBody?.required === true,
                example: json.example,
              }
            : undefined,
          statuses,
          success: Math.min(...statuses.filter((status) => status >= 200 && status < 300)),
          role,
        } satisfies Operation;
      }),
  );
}
