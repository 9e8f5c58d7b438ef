import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABEL_KEYS } from '@/lib/language-labels';

/** The languages to choose from, the current one checked. */
export function LanguageMenuList(props: {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (lang: Language) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { id, anchor, current, onChoose, onClose } = props;
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((lang) => (
        <MenuItem
          key={lang}
          selected={lang === current}
          lang={lang.slice(0, 2)}
          onClick={() => onChoose(lang)}
        >
          <ListItemIcon>
            {lang === current ? <Check fontSize="small" aria-hidden="true" /> : null}
          </ListItemIcon>
          <ListItemText>{t(LANGUAGE_LABEL_KEYS[lang])}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
