/**
 * The Venezuelan banks a pago móvil goes through, by the 4-digit code the payer's bank app asks for
 * (the SUDEBAN code that opens an account number). A salon's deposit settings choose the payee bank from this
 * list rather than typing it, so clients never get a misspelt name or a wrong code.
 */
export const VENEZUELAN_BANKS = [
  { code: '0102', name: 'Banco de Venezuela' },
  { code: '0104', name: 'Venezolano de Crédito' },
  { code: '0105', name: 'Mercantil' },
  { code: '0108', name: 'Provincial' },
  { code: '0114', name: 'Bancaribe' },
  { code: '0115', name: 'Exterior' },
  { code: '0128', name: 'Caroní' },
  { code: '0134', name: 'Banesco' },
  { code: '0137', name: 'Sofitasa' },
  { code: '0138', name: 'Plaza' },
  { code: '0151', name: 'BFC' },
  { code: '0156', name: '100% Banco' },
  { code: '0163', name: 'Tesoro' },
  { code: '0166', name: 'Agrícola' },
  { code: '0168', name: 'Bancrecer' },
  { code: '0169', name: 'Mi Banco/R4' },
  { code: '0171', name: 'Activo' },
  { code: '0172', name: 'Bancamiga' },
  { code: '0174', name: 'Banplus' },
  { code: '0175', name: 'Bicentenario' },
  { code: '0177', name: 'Banfanb' },
  { code: '0191', name: 'BNC' },
] as const;

export type VenezuelanBank = (typeof VENEZUELAN_BANKS)[number];

/** The bank of a code, or undefined for a code not on the list (one typed before the list existed). */
export const venezuelanBankOf = (code: string): VenezuelanBank | undefined =>
  VENEZUELAN_BANKS.find((bank) => bank.code === code);
