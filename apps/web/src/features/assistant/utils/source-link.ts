/**
 * A source of an answer as the chat shows it: a path of this site (followed by the router) or an http(s)
 * address of another site. Anything else (javascript:, data:, protocol-relative //host) is never a link.
 */
export type SourceLink =
  { title: string; internal: true; to: string } | { title: string; internal: false; href: string };

/** `//host` and `/\host` leave the site although they start with a slash. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

function toLink(title: string, url: string): SourceLink | null {
  if (isSitePath(url)) return { title, internal: true, to: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // An absolute address of this very site stays in the single-page app.
  if (parsed.origin === window.location.origin) {
    return { title, internal: true, to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  return { title, internal: false, href: parsed.href };
}

/** The links of `model.sources`, leaving out entries that are not { title, url } or not safe to follow. */
export function toSourceLinks(sources: unknown): SourceLink[] {
  if (!Array.isArray(sources)) return [];
  const links: SourceLink[] = [];
  for (const source of sources as unknown[]) {
    if (typeof source !== 'object' || source === null) continue;
    const { title, url } = source as { title?: unknown; url?: unknown };
    if (typeof url !== 'string' || url.trim() === '') continue;
    const link = toLink(typeof title === 'string' && title.trim() !== '' ? title.trim() : url, url.trim());
    if (link) links.push(link);
  }
  return links;
}
