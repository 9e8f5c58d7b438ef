import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, STORAGE_KEYS, type Language } from '@salon/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguagePath } from '@/lib/lang-path';
import { storage } from '@/lib/storage';
import { useLangCode } from '@/lib/use-lang-path';

const LANGUAGE_LABEL_KEYS: Record<Language, string> = { 'es-ve': 'language.es', 'en-ve': 'language.en' };

/** The language switch: rewrites the language segment of the URL and keeps path, query and hash. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLangCode();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {current.slice(0, 2).toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem
            key={lang}
            selected={lang === current}
            lang={lang.slice(0, 2)}
            onClick={() => choose(lang)}
          >
            <ListItemIcon>
              {lang === current ? <Check fontSize="small" aria-hidden="true" /> : null}
            </ListItemIcon>
            <ListItemText>{t(LANGUAGE_LABEL_KEYS[lang])}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
