import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import { Invalid } from '../errors.ts';

/**
 * Objects and lists nested deeper than this are refused: no request of the API nests more than three, and
 * every walk over a body (the NUL check, the schemas) then stays shallow (decision 046).
 */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

type Done = (error: Error | null, body?: unknown) => void;
type JsonParser = (request: FastifyRequest, body: Buffer, done: Done) => void;

/**
 * A JSON body parser that refuses, as 400 in the envelope and before any handler runs: a charset other than
 * UTF-8, bytes that are not UTF-8, and nesting deeper than MAX_JSON_DEPTH (found by one pass over the text,
 * before anything is built). The rest is Fastify's own parser: empty and malformed bodies, and keys that
 * would poison prototypes (__proto__, constructor.prototype), are refused there.
 */
export function jsonBodyParser(app: FastifyInstance): JsonParser {
  const parse = app.getDefaultJsonParser('error', 'error') as unknown as (
    request: FastifyRequest,
    body: string,
    done: Done,
  ) => void;
  return (request, body, done) => {
    let text: string;
    try {
      if (!isUtf8Charset(request.headers['content-type'])) throw new Invalid();
      text = utf8.decode(body);
    } catch {
      done(new Invalid());
      return;
    }
    if (nestingExceeds(text, MAX_JSON_DEPTH)) {
      done(new Invalid());
      return;
    }
    parse(request, text, done);
  };
}

/** Form keys longer than this are refused: the API's are short words. */
export const MAX_FORM_KEY_LENGTH = 200;
/** Bracket pairs a form key may hold (`a[b][c]`): the API reads none, so deep ones are only an attack. */
export const MAX_FORM_KEY_BRACKETS = 4;

/**
 * The JSON and form bodies of the whole API (multipart is plugins/multipart.ts): JSON through
 * jsonBodyParser, forms through parseFormBody. Both refuse malformed input as 400 before any handler runs.
 */
export const bodyParsersPlugin = fp(async function bodyParsers(
  app: FastifyInstance,
  options: { bodyLimit: number },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, jsonBodyParser(app));
  await app.register(formbody, { bodyLimit: options.bodyLimit, parser: parseFormBody });
});

/**
 * A form body as fast-querystring reads it (a repeated key becomes a list; no prototype), but strict: a
 * broken percent-escape, an escape that is not UTF-8, a key longer than MAX_FORM_KEY_LENGTH or with more than
 * MAX_FORM_KEY_BRACKETS brackets is refused (400), not passed on half-decoded.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const body = Object.create(null) as Record<string, string | string[]>;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = decodeFormPart(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? '' : decodeFormPart(pair.slice(at + 1));
    if (key.length > MAX_FORM_KEY_LENGTH || key.split('[').length - 1 > MAX_FORM_KEY_BRACKETS)
      throw new Invalid();
    const before = body[key];
    body[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return body;
}

function decodeFormPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new Invalid();
  }
}

/** True when the Content-Type names no charset or UTF-8 (JSON is UTF-8 by its RFC 8259). */
function isUtf8Charset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

/** True when brackets outside strings nest deeper than `limit`: one pass, no recursion, nothing built. */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
