import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const describeError = (error: unknown): string => {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  if (typeof error === 'object' && error !== null) {
    const { status, statusText, data } = error as { status?: number; statusText?: string; data?: unknown };
    if (status !== undefined)
      return `${status} ${statusText ?? ''}\n${typeof data === 'string' ? data : ''}`.trim();
    try {
      return JSON.stringify(error, null, 2);
    } catch {
      return String(error);
    }
  }
  return String(error);
};

interface ErrorFallbackProps {
  error: unknown;
  /** Inside a layout that already has its main landmark (a failed dashboard screen). */
  embedded?: boolean;
}

/** "Something went wrong." with the error's details and a Retry button that reloads the page. */
export function ErrorFallback({ error, embedded = false }: ErrorFallbackProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('errorBoundary.title')} | ${t('app.name')}`;
  }, [t]);
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      sx={{ minHeight: embedded ? '50vh' : '70vh', display: 'grid', placeItems: 'center', p: 3 }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640, width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <ErrorOutlined color="error" aria-hidden="true" />
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {t('errorBoundary.title')}
          </Typography>
        </Box>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('errorBoundary.description')}</Typography>
        <Box component="details" sx={{ mb: 3 }}>
          <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
            {t('errorBoundary.details')}
          </Box>
          <Box
            component="pre"
            sx={{
              mt: 1,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: '0.8rem',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              maxHeight: 240,
              overflow: 'auto',
            }}
          >
            {describeError(error)}
          </Box>
        </Box>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errorBoundary.retry')}
        </Button>
      </Paper>
    </Box>
  );
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches rendering failures outside the router (providers); routes use errorElement. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected rendering failure', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
