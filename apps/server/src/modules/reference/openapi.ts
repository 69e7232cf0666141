import { z } from 'zod';
import {
  COMMON_ERRORS,
  ENCODING_MEDIA_TYPES,
  type Contract,
  type Encoding,
} from '@hearth/domain/contracts/contract';
import { SESSION_COOKIE } from '../../plugins/session.ts';

/**
 * The OpenAPI 3.1 document of the API, made from the contracts the server registered (docs/api.md): every
 * path with its method, roles, input (query and path parameters, the body in each encoding it accepts),
 * the envelope with the contract's model on success, and the message keys a refusal may carry. OpenAPI 3.1
 * speaks JSON Schema 2020-12, which zod writes itself.
 */

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema: the input side for what is sent, the output side for what is answered. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const MESSAGES_SCHEMA: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { message: { type: 'string', description: 'A message key the web client translates.' } },
    required: ['message'],
  },
};

/** The envelope every JSON answer has, around a model. */
function envelope(model: JsonSchema | null, success: boolean): JsonSchema {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean', const: success },
      messages: MESSAGES_SCHEMA,
      ...(model ? { model } : {}),
      ...(success
        ? {}
        : {
            fieldErrors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
              description: 'Per field, the rules the value broke.',
            },
          }),
    },
    required: ['success', 'messages'],
  };
}

/** `/a/:b` as OpenAPI writes it: `/a/{b}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

/** Query or path parameters from an object schema: one parameter per property. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const ROLE_WORDS: Record<string, string> = {
  visitor: 'anyone (no session needed)',
  customer: 'a signed-in customer',
  chef: 'a chef',
  operator: 'an operator',
};

function describe(contract: Contract): string {
  const who = contract.roles.map((role) => ROLE_WORDS[role]).join(', ');
  const verified = contract.verified ? ' The e-mail address must be verified.' : '';
  const refusals = [...contract.errors, ...(contract.forbidden ? [contract.forbidden] : [])];
  const errors =
    refusals.length > 0 ? ` Refusals of this call: ${refusals.map((e) => `\`${e}\``).join(', ')}.` : '';
  return `${contract.summary}\n\nWho may call: ${who}.${verified}${errors}`;
}

function operation(contract: Contract): JsonSchema {
  const input = contract.input;
  const encodings: readonly Encoding[] = input?.encodings ?? ['form', 'json'];
  const body = input?.body ? jsonSchema(input.body, 'input') : null;
  const success = contract.media
    ? { description: 'Success', content: { [contract.media]: {} } }
    : {
        description: 'Success: the envelope with the model',
        content: {
          'application/json': {
            schema: envelope(contract.model ? jsonSchema(contract.model, 'output') : null, true),
          },
        },
      };
  return {
    operationId: contract.name,
    summary: contract.summary,
    description: describe(contract),
    tags: [contract.resource],
    'x-roles': [...contract.roles],
    ...(contract.verified ? { 'x-verified-email': true } : {}),
    'x-error-keys': [...contract.errors, ...(contract.forbidden ? [contract.forbidden] : [])],
    parameters: [...parameters(input?.params, 'path'), ...parameters(input?.query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(encodings.map((e) => [ENCODING_MEDIA_TYPES[e], { schema: body }])),
          },
        }
      : {}),
    ...(contract.roles.includes('visitor') ? { security: [] } : { security: [{ session: [] }] }),
    responses: {
      '200': success,
      default: {
        description: `A refusal in the envelope: 400 bad input, 401 no session, 403 not allowed, 404 not found, 409 a rule of the business, 413 too large, 429 too many requests, 503 the database or the file storage away. Besides the call's own, any call may answer: ${COMMON_ERRORS.join(', ')}.`,
        content: { 'application/json': { schema: envelope(null, false) } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of these contracts. */
export function openApiDocumentOf(contracts: readonly Contract[], serverUrl: string | undefined): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of contracts) {
    const path = openApiPath(contract.path);
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operation(contract) };
  }
  const tags = [...new Set(contracts.map((c) => c.resource))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hearth API',
      version: '1',
      description:
        'The HTTP API of Hearth, the private chef marketplace. Every answer is the envelope ' +
        '`{ success, messages, model?, fieldErrors? }`; messages are keys the web client translates. Bodies ' +
        'are sent as forms (what the web client sends) or JSON; uploads as multipart. A signed-in caller ' +
        'carries the session cookie; a write from another site is refused. See docs/api.md in the repository.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags,
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie a sign-in sets.',
        },
      },
    },
  };
}
