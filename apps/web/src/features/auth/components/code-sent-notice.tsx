import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';

/**
 * "We sent a code to <strong>email</strong>" above a code form. Its own file: `Trans` (with its HTML parser)
 * loads with the code steps, not with the sign-in screen's fields.
 */
export function CodeSentNotice({
  i18nKey,
  email,
}: {
  i18nKey: 'auth.forgot.codeSent' | 'auth.register.codeSent';
  email: string;
}) {
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      <Trans i18nKey={i18nKey} values={{ email }} components={{ strong: <strong /> }} />
    </Typography>
  );
}
