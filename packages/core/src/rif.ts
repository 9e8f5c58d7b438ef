/**
 * RIFs and cédulas written one way everywhere (docs/product.md "Validation rules and limits"): a RIF, a letter
 * and 9 digits, as it is printed, `J-40123456-7`; a shorter cédula as `V-12345678`. Typed with or without
 * hyphens, spaces or dots.
 */

/** Details holding a `rif` (pago móvil, wire) with it written the usual way; null stays null. */
export const withFormattedRif = <T extends { rif: string } | null>(details: T): T =>
  details ? { ...details, rif: formatRif(details.rif) } : details;

/** The letter and digits alone, upper case: "j-40123456-7" -> "J401234567". */
export const compactRif = (value: string): string =>
  value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');

/**
 * `J-40123456-7` for a RIF, `V-12345678` for a cédula; a value that is neither is answered as given, so a
 * stored value from before (`J-401234567`) is shown the usual way and nothing readable is lost.
 */
export const formatRif = (value: string): string => {
  const compact = compactRif(value);
  if (/^[VEJGP]\d{9}$/.test(compact)) return `${compact[0]}-${compact.slice(1, 9)}-${compact[9]}`;
  if (/^[VEJGP]\d{6,10}$/.test(compact)) return `${compact[0]}-${compact.slice(1)}`;
  return value;
};
