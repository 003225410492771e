/** What tells two parameters of a family apart. */
type FamilyKey = string | number | boolean | null;

/**
 * One atom per parameter, made on first use and kept: a page reads the query its parameters name
 * (`memberQueryAtom(id)`), and every render with the same parameters reads the same atom, so the
 * first render after a parameter changes already reads the new one. Parameters are told apart by
 * `keyOf` (by default the parameter itself: a number, a string, a boolean or null). What a query
 * answered lives in the query cache, per session, not in its atom: keeping one atom per parameter
 * seen keeps a few bytes each.
 */
export function atomFamilyOf<P, A>(
  make: (param: P) => A,
  keyOf: (param: P) => FamilyKey = (param) => param as FamilyKey,
): (param: P) => A {
  const made = new Map<FamilyKey, A>();
  return (param) => {
    const key = keyOf(param);
    let found = made.get(key);
    if (found === undefined) {
      found = make(param);
      made.set(key, found);
    }
    return found;
  };
}
