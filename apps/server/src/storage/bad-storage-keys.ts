/**
 * Keys no store may take (the tests of every driver): empty, dot segments, absolute or drive paths,
 * backslashes, hidden and temporary names, NUL, spaces, non-ASCII, encoded dots, and one over the length limit.
 */
export const BAD_STORAGE_KEYS = [
  '',
  '.',
  '..',
  '../secret',
  '../../etc/passwd',
  'users/../../outside',
  'users/./x',
  'a//b',
  '/etc/passwd',
  'a/',
  '/a',
  'a\\..\\b',
  '..\\secret',
  'C:\\windows',
  '.hidden',
  'users/.tmp-123',
  'a\0b',
  'a b',
  'é.jpg',
  'a/%2e%2e/b',
  'x'.repeat(513),
];
