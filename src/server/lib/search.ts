/** Search text as words: lower case, at most 8 of them, each at most 40 characters. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .replaceAll('\u0000', '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
}
