import { describe, expect, it } from 'vitest';
import { toSourceLinks } from './source-link.ts';

describe('source links of an answer', () => {
  it('keeps paths of this site for the router and http(s) addresses of others', () => {
    expect(
      toSourceLinks([
        { title: 'About', url: '/assets/about#fees' },
        { title: 'Ona', url: `${window.location.origin}/store/ona?tab=dishes` },
        { title: 'Docs', url: 'https://example.com/help' },
      ]),
    ).toEqual([
      { title: 'About', internal: true, to: '/assets/about#fees' },
      { title: 'Ona', internal: true, to: '/store/ona?tab=dishes' },
      { title: 'Docs', internal: false, href: 'https://example.com/help' },
    ]);
  });

  it('drops anything that is not a safe link or not a source', () => {
    expect(
      toSourceLinks([
        { title: 'Script', url: 'javascript:alert(1)' },
        { title: 'Data', url: 'data:text/html,<b>x</b>' },
        { title: 'Protocol-relative', url: '//evil.example/' },
        { title: 'Backslash', url: '/\\evil.example/' },
        { title: 'Relative', url: 'store/ona' },
        { title: 'No url' },
        null,
        'text',
      ]),
    ).toEqual([]);
    expect(toSourceLinks(undefined)).toEqual([]);
    expect(toSourceLinks({ url: '/mp' })).toEqual([]);
  });

  it('names an untitled source by its address', () => {
    expect(toSourceLinks([{ url: '/mp', title: ' ' }])).toEqual([
      { title: '/mp', internal: true, to: '/mp' },
    ]);
  });
});
