/**
 * Validates a response against openapi.yaml: the operation must define the status, the content
 * type must be one the status defines, the body must match its schema (Ajv, JSON Schema 2020-12
 * as OpenAPI 3.1 uses), and headers marked required must be present. The mock's test client runs
 * every response it sees through this, so a handler can never drift from the contract unnoticed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

interface MediaType {
  schema?: Json;
}
interface HeaderSpec {
  $ref?: string;
  required?: boolean;
}
interface ResponseSpec {
  $ref?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, HeaderSpec>;
}
interface OperationSpec {
  operationId?: string;
  responses: Record<string, ResponseSpec>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];

// A path, not a file URL: under a DOM environment `URL` is the DOM's, which Node's fs refuses.
// Bundled (the conformance kit's command), this file is elsewhere: the contract is then the one of
// the folder the command runs in.
const besideSources = resolvePath(import.meta.dirname, '../../openapi.yaml');
const documentPath = existsSync(besideSources)
  ? besideSources
  : resolvePath(process.cwd(), 'openapi.yaml');
export const openApiDocument = parse(readFileSync(documentPath, 'utf8')) as OpenApiDocument;

export interface OperationRef {
  method: string;
  /** The path template as the contract writes it, e.g. '/bookings/bookings/{id}/'. */
  path: string;
  operationId: string;
}

/** Every operation of the contract. */
export function listOperations(): OperationRef[] {
  return Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        operationId: (op as OperationSpec).operationId ?? `${method} ${path}`,
      })),
  );
}

function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

const operations = listOperations().map((op) => ({ ...op, pattern: templatePattern(op.path) }));

/**
 * The operation a concrete request path (under /api/v1, without it) belongs to. A literal
 * segment wins over a parameter, as routers do (/locations/sessions/search/ is not {id}).
 */
export function findOperation(method: string, concretePath: string): OperationRef | undefined {
  const matches = operations.filter(
    (op) => op.method === method.toUpperCase() && op.pattern.test(concretePath),
  );
  matches.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  const [best] = matches;
  return best && { method: best.method, path: best.path, operationId: best.operationId };
}

const escapePointer = (segment: string) =>
  encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const pointer = (segments: string[]) => `#/${segments.map(escapePointer).join('/')}`;

function resolve<T extends { $ref?: string }>(value: T, at: string[]): { value: T; at: string[] } {
  if (!value.$ref) return { value, at };
  const refAt = value.$ref.replace(/^#\//, '').split('/');
  const target = refAt.reduce<unknown>(
    (node, segment) => (node as Json | undefined)?.[segment],
    openApiDocument,
  ) as T;
  return resolve(target, refAt);
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openApiDocument, 'openapi');
const compiled = new Map<string, ValidateFunction>();

function validatorAt(schemaPointer: string): ValidateFunction {
  let validate = compiled.get(schemaPointer);
  if (!validate) {
    validate =
      ajv.getSchema(`openapi${schemaPointer}`) ?? ajv.compile({ $ref: `openapi${schemaPointer}` });
    compiled.set(schemaPointer, validate);
  }
  return validate;
}

/** The media type without parameters: 'application/json; charset=utf-8' → 'application/json'. */
export function mediaType(contentType: string | null): string | null {
  return contentType?.split(';')[0]?.trim().toLowerCase() || null;
}

export interface ObservedResponse {
  method: string;
  /** The path template of the operation (see findOperation). */
  path: string;
  status: number;
  headers: Headers;
  /** Parsed JSON for JSON responses, the text otherwise. */
  body: unknown;
}

/** Every way the response departs from the contract; empty when it conforms. */
export function validateResponse(response: ObservedResponse): string[] {
  const where = `${response.method} ${response.path} → ${response.status}`;
  const operation = openApiDocument.paths[response.path]?.[response.method.toLowerCase()] as
    OperationSpec | undefined;
  if (!operation) return [`${where}: no such operation in openapi.yaml`];
  const declared = operation.responses[String(response.status)];
  if (!declared) {
    return [
      `${where}: status not defined (defined: ${Object.keys(operation.responses).join(', ')})`,
    ];
  }
  const { value: spec, at } = resolve(declared, [
    'paths',
    response.path,
    response.method.toLowerCase(),
    'responses',
    String(response.status),
  ]);
  const problems: string[] = [];

  for (const [name, header] of Object.entries(spec.headers ?? {})) {
    const { value } = resolve(header, []);
    if (value.required && !response.headers.has(name)) {
      problems.push(`${where}: required header ${name} missing`);
    }
  }

  const type = mediaType(response.headers.get('content-type'));
  const content = spec.content ?? {};
  if (Object.keys(content).length === 0) {
    if (response.body !== '' && response.body !== null && response.body !== undefined) {
      problems.push(`${where}: a body was sent where none is defined`);
    }
    return problems;
  }
  if (!type || !(type in content)) {
    problems.push(
      `${where}: content type ${type ?? '(none)'} not defined (defined: ${Object.keys(content).join(', ')})`,
    );
    return problems;
  }
  if (!content[type]?.schema) return problems;
  const validate = validatorAt(pointer([...at, 'content', type, 'schema']));
  if (!validate(response.body)) {
    for (const error of validate.errors ?? []) {
      problems.push(
        `${where}: body${error.instancePath || ''} ${error.message ?? 'is invalid'}` +
          (error.params && Object.keys(error.params).length
            ? ` ${JSON.stringify(error.params)}`
            : ''),
      );
    }
  }
  return problems;
}
