/** The fields a package needs before it may be offered for sale. */
export interface PackageValidityFields {
  id?: number | null | undefined;
  name?: string | null | undefined;
  coins?: number | null | undefined;
  price?: number | null | undefined;
  validity_days?: number | null | undefined;
}

export interface ValidPackageFields {
  id: number;
  name: string;
  coins: number;
  price: number;
  validity_days: number;
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** SPEC §5 Package validity: id, name and coins present, price and validity_days positive. */
export function isValidPackage<T extends PackageValidityFields>(
  pkg: T,
): pkg is T & ValidPackageFields {
  return (
    isNumber(pkg.id) &&
    typeof pkg.name === 'string' &&
    pkg.name.trim() !== '' &&
    isNumber(pkg.coins) &&
    isNumber(pkg.price) &&
    pkg.price > 0 &&
    isNumber(pkg.validity_days) &&
    pkg.validity_days > 0
  );
}
