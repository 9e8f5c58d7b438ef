import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { RegisterCodeStep } from './register-code-step';
import { RegisterPersonalStep } from './register-personal-step';
import { RegisterStartStep, type RegisterStartResult } from './register-start-step';

const STEPS = ['start', 'code', 'personal', 'finish'] as const;
type RegisterStep = (typeof STEPS)[number];

interface RegisterViewProps {
  loginPath: string;
  dashboardPath: string;
}

/** Registration in four steps: start, e-mail code, personal data, finish (docs/product.md "Other states"). */
export function RegisterView({ loginPath, dashboardPath }: RegisterViewProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [step, setStep] = useState<RegisterStep>('start');
  const [start, setStart] = useState<RegisterStartResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepIndex = STEPS.indexOf(step);

  // Moving between steps puts focus on the new step's heading, so keyboard and screen reader users follow.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const go = (next: RegisterStep, message: string | null = null) => {
    setNotice(message);
    setStep(next);
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.register.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.register.subtitle')}</Typography>

      <Stepper
        activeStep={stepIndex}
        alternativeLabel
        aria-label={t('auth.register.progress')}
        sx={{ mb: 4 }}
      >
        {STEPS.map((name, index) => (
          <Step
            key={name}
            completed={index < stepIndex}
            aria-current={index === stepIndex ? 'step' : undefined}
          >
            <StepLabel>{t(`auth.register.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Typography ref={headingRef} tabIndex={-1} variant="h2" sx={{ mb: 2, outline: 'none' }}>
        {t(`auth.register.headings.${step}`)}
      </Typography>
      {notice ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(notice)}
        </Alert>
      ) : null}

      {step === 'start' ? (
        <RegisterStartStep
          defaultEmail={start?.email ?? ''}
          onDone={(result) => {
            setStart(result);
            go('code');
          }}
        />
      ) : null}
      {step === 'code' && start ? (
        <RegisterCodeStep
          email={start.email}
          resendAfterSeconds={start.resendAfterSeconds}
          onBack={() => go('start')}
          onVerified={() => go('personal')}
        />
      ) : null}
      {step === 'personal' && start ? (
        <RegisterPersonalStep
          email={start.email}
          password={start.password}
          onRegistered={(result) => {
            session.signInWithAccount(result.accessToken, result.account, 'REGISTER');
            go('finish');
          }}
          onRestart={(target, code) => go(target, `errors.${code}`)}
        />
      ) : null}
      {step === 'finish' ? (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <CelebrationOutlined aria-hidden="true" sx={{ fontSize: 64, color: 'primary.main', mb: 2 }} />
          <Typography sx={{ mb: 3 }}>{t('auth.register.finishText')}</Typography>
          <Button component={RouterLink} to={dashboardPath} variant="contained" size="large">
            {t('auth.register.goToDashboard')}
          </Button>
        </Box>
      ) : null}

      {step !== 'finish' ? (
        <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to={loginPath} sx={{ fontWeight: 600 }}>
            {t('auth.register.signIn')}
          </Link>
        </Typography>
      ) : null}
    </Box>
  );
}
