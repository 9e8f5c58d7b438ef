import { enUS, esES, type Localization } from '@mui/material/locale';
import type { Language } from '@salon/core';

/**
 * MUI's own texts (the Autocomplete's Open/Close/Clear/No options buttons, Alert's Close, pagination labels)
 * in the app's language. MUI's Spanish names the open button "Abierto" (a state); the button opens the list,
 * so it reads "Abrir" here (docs/decisions.md).
 */
const spanish: Localization = {
  components: {
    ...esES.components,
    MuiAutocomplete: {
      defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' },
    },
  },
};

export const muiLocaleFor = (language: string): Localization =>
  (language as Language) === 'es-ve' ? spanish : enUS;
