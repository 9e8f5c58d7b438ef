import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { STORAGE_KEYS, type Language } from '@salon/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguagePath } from '@/lib/lang-path';
import { storage } from '@/lib/storage';
import { useLangCode } from '@/lib/use-lang-path';

// The menu (popover, modal, list) loads when first wanted: the public pages show this button on every
// visit and rarely need the menu.
const loadMenuList = () => import('./language-menu-list');
const LanguageMenuList = lazy(() => loadMenuList().then((module) => ({ default: module.LanguageMenuList })));

/** The language switch: rewrites the language segment of the URL and keeps path, query and hash. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLangCode();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();

  const choose = (lang: Language) => {
    setAnchor(null);
    storage.set(STORAGE_KEYS.language, lang);
    if (lang === current) return;
    void navigate({
      pathname: switchLanguagePath(location.pathname, lang),
      search: location.search,
      hash: location.hash,
    });
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate aria-hidden="true" />}
        aria-label={t('language.change')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // Pointing at or focusing the button starts the download, so the menu is there by the click.
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, flexShrink: 0 }}
      >
        {current.slice(0, 2).toUpperCase()}
      </Button>
      {wanted ? (
        // Kept mounted once loaded, so closing plays its transition.
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            anchor={anchor}
            current={current}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
