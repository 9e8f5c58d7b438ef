import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to "<screen> | <app name>" in the current language. */
export const usePageTitle = (titleKey: string): void => {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} | ${t('app.name')}`;
  }, [t, titleKey, i18n.language]);
};
