/** Dollars as the interface language writes them (SPEC.md section 1: the currency is dollars). */
export const formatMoney = (amount: number, lang: string): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    amount,
  );
