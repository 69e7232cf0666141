/** Dotted paths of every text in a catalogue: { a: { b: 'x' } } -> ['a.b']. */
export function catalogueKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? catalogueKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Keys present in one catalogue and missing in the other. */
export function catalogueKeyDiff(a: object, b: object): { missingInA: string[]; missingInB: string[] } {
  const keysA = new Set(catalogueKeys(a));
  const keysB = new Set(catalogueKeys(b));
  return {
    missingInA: [...keysB].filter((key) => !keysA.has(key)).sort(),
    missingInB: [...keysA].filter((key) => !keysB.has(key)).sort(),
  };
}

/** Reads a dotted path; undefined when absent. */
export function lookup(catalogue: object, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The catalogues merged into one, deeply, as the translator merges what it loads: later ones win. */
export function mergeCatalogues(...catalogues: object[]): object {
  const merged: Record<string, unknown> = {};
  for (const catalogue of catalogues) {
    for (const [key, value] of Object.entries(catalogue)) {
      const existing = merged[key];
      merged[key] =
        typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null
          ? mergeCatalogues(existing, value)
          : value;
    }
  }
  return merged;
}
