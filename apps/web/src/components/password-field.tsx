import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

export type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type'>;

/** A password input with a show/hide button (the button is named "Show password" / "Hide password"). */
export const PasswordField = forwardRef<HTMLDivElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    const { slotProps, ...rest } = props;
    return (
      <OutlinedTextField
        ref={ref}
        {...rest}
        type={visible ? 'text' : 'password'}
        slotProps={{
          ...slotProps,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
                  aria-pressed={visible}
                  onClick={() => setVisible((value) => !value)}
                  onMouseDown={(event) => event.preventDefault()}
                  edge="end"
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
