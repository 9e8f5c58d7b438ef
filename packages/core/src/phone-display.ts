/**
 * A Venezuelan number as banks and people here write it (+584141234567 → 04141234567): what a pago móvil
 * asks for. Any other country's number stays in E.164.
 */
export const nationalVenezuelanPhone = (e164: string): string =>
  /^\+58\d{10}$/.test(e164) ? `0${e164.slice(3)}` : e164;

/**
 * A kept phone as people here read it: a Venezuelan one as "0414-123.45.67", as it is typed and printed on a
 * business card; any other country's in E.164 (+573012345678), which reads the same everywhere. Text kept
 * before phones were stored in E.164 stays as typed.
 */
export const displayPhone = (phone: string): string => {
  const venezuelan = /^\+58(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return venezuelan ? `0${venezuelan[1]}-${venezuelan[2]}.${venezuelan[3]}.${venezuelan[4]}` : phone;
};
