import { formatMoney, type PriceType } from '@salon/core';
import { useTranslation } from 'react-i18next';

/**
 * A price as the client reads it on every public page (service list, summary, confirmation, visit):
 * "desde $25,00" / "from $25.00" when any of `priceTypes` is a starting price, else "$25,00".
 */
export const usePriceText = () => {
  const { t, i18n } = useTranslation();
  return (amount: number, ...priceTypes: PriceType[]): string => {
    const price = formatMoney(amount, i18n.language);
    return priceTypes.includes('starting_from') ? t('common.priceFrom', { price }) : price;
  };
};
