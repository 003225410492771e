/**
 * The id of a part (a trigger, a content) of a widget for one of its values, as the tabs and the
 * accordion link their parts. The widget's `useId` holds colons and a value may hold spaces: both
 * stay valid in an id.
 */
export function partId(
  scope: string,
  baseId: string,
  part: 'trigger' | 'content',
  value: string,
): string {
  return `${scope}${baseId}${part}-${value.replace(/\s+/g, '-')}`;
}
