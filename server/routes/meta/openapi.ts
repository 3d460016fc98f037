import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { API_BASE, WEB_CLIENT, WEB_CLIENT_HEADER, endpoints, type Endpoint } from '../../../src/contract';
import { SESSION_COOKIE } from '../../http/session';
import { messageText } from '../../../src/contract/message-texts';

const schemaOf = (schema: v.GenericSchema | undefined) =>
  schema ? toJsonSchema(schema, { errorMode: 'ignore' }) : undefined;

function parametersOf(endpoint: Endpoint) {
  const list: object[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    const json = schemaOf(schema) as { properties?: Record<string, object>; required?: string[] } | undefined;
    for (const [name, property] of Object.entries(json?.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json?.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

const errorResponse = {
  description: 'Refused',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** The OpenAPI 3.1 document, generated from the contract's endpoint table. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, object>> = {};
  for (const [operationId, endpoint] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    const operation: Record<string, unknown> = {
      operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters: parametersOf(endpoint),
      responses: {
        200:
          endpoint.response.type === 'blob'
            ? {
                description: 'The file',
                content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
              }
            : { description: 'OK', content: { 'application/json': { schema: schemaOf(endpoint.response) } } },
        400: errorResponse,
        ...(endpoint.auth !== 'public' ? { 401: errorResponse, 403: errorResponse, 404: errorResponse } : {}),
        ...(endpoint.method !== 'GET'
          ? { 409: errorResponse, 413: errorResponse, 415: errorResponse, 422: errorResponse }
          : {}),
        429: errorResponse,
        ...Object.fromEntries(
          Object.entries(endpoint.refusals ?? {}).map(([status, refusal]) => [
            status,
            { ...errorResponse, description: typeof refusal === 'string' ? refusal : messageText(refusal.id) },
          ]),
        ),
      },
    };
    if (endpoint.auth !== 'public') operation.security = [{ bearer: [] }, { webSession: [] }];
    if (endpoint.body)
      operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body) } } };
    if (endpoint.method !== 'GET') {
      (operation.parameters as object[]).push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Replays return the first response; another body with the same key gets 422; a replay while the first runs gets 409.',
        schema: { type: 'string', maxLength: 200 },
      });
    }
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payway API',
      version: '1.0.0',
      description: 'Onboarding (KYC, KYB) and payment requests. Every error is JSON { errorMessage, fieldErrors? }.',
    },
    servers: [{ url: API_BASE }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        webSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The web app's session: set by a sign-in that carries ${WEB_CLIENT_HEADER}: ${WEB_CLIENT} (its body then holds no token). A write signed in by it must carry that header too, else 403.`,
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['errorMessage'],
          properties: {
            errorMessage: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
            errorId: {
              type: 'string',
              description:
                "Which of the API's messages errorMessage is (src/contract/messages.ts), for clients in other languages.",
            },
            errorValues: {
              type: 'object',
              additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
              description:
                "errorId's placeholders: count picks a plural form; accountStatus, paymentStatus and steps (comma-separated) are ids a client names in its language; numbers are numbers.",
            },
          },
        },
      },
    },
    paths,
  };
}
