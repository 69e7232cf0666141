import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from '../envelope.ts';
import { useTestApp } from '../test/test-app.ts';
import { MAX_JSON_DEPTH, nestingExceeds, parseFormBody } from './body-parsers.ts';
import { MultipartShape } from './multipart.ts';

/**
 * Decision 046: bodies nested too deep or malformed in any encoding are refused with 400 before a handler
 * runs. Every endpoint gets the malformed shapes in the hostile-input suite (src/hostile-input); these are
 * the pieces and the finding itself.
 */

const ctx = useTestApp();

const nested = (depth: number) => `{"items":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('deeply nested JSON', () => {
  it('50,000 levels answer 400 in the envelope, not the 500 of a stack overflow', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/store/calculate-fees',
      headers: { 'content-type': 'application/json' },
      payload: nested(50_000),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, messages: [{ message: 'pages.errors.validationFailed' }] });
  });

  it(`${MAX_JSON_DEPTH} levels are read; one more is refused`, async () => {
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/store/calculate-fees',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const within = await send(nested(MAX_JSON_DEPTH));
    // Read, then refused by the schema naming the field (not by the parser).
    expect(within.statusCode).toBe(400);
    expect(within.json()).toHaveProperty('fieldErrors');
    const over = await send(nested(MAX_JSON_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).not.toHaveProperty('fieldErrors');
  });

  it('brackets inside strings do not count', () => {
    expect(nestingExceeds(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestingExceeds(`{"a":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestingExceeds('[[[1]]]', 3)).toBe(false);
    expect(nestingExceeds('[[[[1]]]]', 3)).toBe(true);
  });

  it('a value nested past the cap is refused by the NUL walk on its own stack, never a RangeError', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(() => parseInput(z.object({ items: z.unknown() }), { items: deep })).toThrow(
      expect.objectContaining({ statusCode: 400, fieldErrors: { items: ['invalid'] } }),
    );
  });
});

describe('form bodies', () => {
  it('read as before: repeated keys become lists, + is a space, no prototype', () => {
    const body = parseFormBody('a=1&a=2&b=x+y%21&__proto__=z&empty=&bare');
    expect({ ...body }).toEqual({ a: ['1', '2'], b: 'x y!', ['__proto__']: 'z', empty: '', bare: '' });
    expect(Object.getPrototypeOf(body)).toBeNull();
  });

  it.each([
    ['a broken escape', 'a=%E0%A4%A'],
    ['a lone percent', 'a=%'],
    ['a non-hex escape', 'a=%zz'],
    ['escaped bytes that are not UTF-8', 'a=%FF'],
    ['a huge key', `${'k'.repeat(201)}=1`],
    ['deep bracket keys', 'a[b][c][d][e][f]=1'],
  ])('refuse %s', (_, text) => {
    expect(() => parseFormBody(text)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('MultipartShape', () => {
  const body =
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nX: y\r\n\r\n2\r\n--b--\r\n';

  it.each([1, 2, 3, 5, 1000])('counts the parts and the closing delimiter in chunks of %i bytes', (size) => {
    const shape = new MultipartShape('b');
    const bytes = Buffer.from(body);
    for (let i = 0; i < bytes.length; i += size) shape.push(bytes.subarray(i, i + size));
    expect(shape).toMatchObject({ parts: 2, closed: true });
  });

  it('sees a body cut short or under another boundary as not closed', () => {
    const cut = new MultipartShape('b');
    cut.push(Buffer.from(body.slice(0, 60)));
    expect(cut.closed).toBe(false);
    const other = new MultipartShape('c');
    other.push(Buffer.from(body));
    expect(other).toMatchObject({ parts: 0, closed: false });
  });
});
