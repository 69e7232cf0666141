import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './preview.ts';

describe('dish description preview', () => {
  it('keeps 60 characters or fewer as they are', () => {
    expect(descriptionPreview('a'.repeat(60))).toBe('a'.repeat(60));
  });

  it('cuts at 60 characters plus an ellipsis', () => {
    expect(descriptionPreview('b'.repeat(61))).toBe(`${'b'.repeat(60)}…`);
  });
});
