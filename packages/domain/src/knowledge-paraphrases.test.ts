import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { PARAPHRASES, SYNONYMS } from './knowledge-paraphrases.ts';

/** The assistant's wording data stays in step with the knowledge base (decision 065). */

describe('knowledge paraphrases', () => {
  it('names only entries of the knowledge base, and has wording for every entry', () => {
    const ids = KNOWLEDGE_BASE.map((entry) => entry.id);
    expect(Object.keys(PARAPHRASES).filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !(id in PARAPHRASES))).toEqual([]);
  });

  it('puts a word in one synonym group at most, per language', () => {
    for (const groups of Object.values(SYNONYMS)) {
      const members = groups.flat().map((word) => word.toLowerCase());
      expect(members.filter((word, i) => members.indexOf(word) !== i)).toEqual([]);
    }
  });
});
