import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BOOKING_MAX_SERVICES,
  type BookingWire,
  type PublicSalonWire,
  type PublicWaitlistJoinedWire,
} from '@salon/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@/lib/zoned-time';
import type { DetailsInput } from './booking-details-model';
import { BookingConfirmation } from './booking-confirmation';
import { canGoOn, choiceFor, employeeParams, NO_CHOICE, type EmployeeChoice } from './employee-choice';
import { ServiceList } from './service-list';
import { StepActions } from './step-actions';
import { StepEmployee } from './step-employee';
import { StepTime } from './step-time';
import { WaitlistJoined } from './waitlist-joined';
import type { WindowInput } from './waitlist-window-model';

// The form, its validation (zod) and text fields load once the client has a time: the page opens lighter.
const loadClientSteps = () => import('./client-steps');
const ClientSteps = lazy(() => loadClientSteps().then((module) => ({ default: module.ClientSteps })));
// The waitlist's window step too (its form and zod schemas): it loads when the client asks to join, and the
// step opens once it is there. Its confirmation (`WaitlistJoined`) is small and stays in the page.
const loadWaitlist = () =>
  Promise.all([import('./waitlist-step-window'), import('./waitlist-window-model')]).then(
    ([step, model]) => ({ WaitlistStepWindow: step.WaitlistStepWindow, windowOf: model.windowOf }),
  );
type WaitlistCode = Awaited<ReturnType<typeof loadWaitlist>>;

const STEPS = ['services', 'employee', 'time', 'details', 'code'] as const;
/** Joining the waitlist from the times step: which days and times suit, then the same details and code. */
const WAITLIST_STEPS = ['waitlist', 'details', 'code'] as const;
type Step = (typeof STEPS)[number] | (typeof WAITLIST_STEPS)[number];

/**
 * The booking, one step at a time: services, person, time, the client's details, the e-mailed code. What
 * was entered survives going back and forth; each step's heading takes the focus when it opens, so a
 * keyboard or screen-reader user lands at its start.
 */
export function BookingFlow({ salon }: { salon: PublicSalonWire }) {
  const { t } = useTranslation();
  const titleId = useId();
  const stepTitleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const depositRef = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>('services');
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [choice, setChoice] = useState<EmployeeChoice>(NO_CHOICE);
  const [weekFrom, setWeekFrom] = useState(() => todayIn(salon.time_zone));
  const [start, setStart] = useState<string | null>(null);
  // Who the chosen time's answer named for each service (a person per service), for the summary.
  const [plan, setPlan] = useState<readonly string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [draft, setDraft] = useState<DetailsInput | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [booked, setBooked] = useState<BookingWire | null>(null);
  const [moved, setMoved] = useState(false);
  // The waitlist: set while joining it, with the days and times chosen so far.
  const [waitWindow, setWaitWindow] = useState<WindowInput | null>(null);
  const [joined, setJoined] = useState<PublicWaitlistJoinedWire | null>(null);
  const [joining, setJoining] = useState(false);
  const [waitlist, setWaitlist] = useState<WaitlistCode | null>(null);
  // The waitlist's code failed to load: thrown while rendering, for the error boundary (as `lazy` does).
  const [loadError, setLoadError] = useState<unknown>(null);
  if (loadError) throw loadError;
  const { employeeId, employeeIds } = employeeParams(salon, serviceIds, choice);
  const pickStart = (value: string | null, planned: readonly string[] | null = null) => {
    setStart(value);
    setPlan(planned);
  };

  // Fetched while the client looks at the times, so the next step opens without a wait.
  useEffect(() => {
    if (step === 'time') void loadClientSteps();
  }, [step]);

  // Only a move between steps takes the focus; the page's first render leaves it where it is.
  useEffect(() => {
    if (!moved) return;
    const waitsForDeposit = Boolean(booked?.deposit);
    headingRef.current?.focus({ preventScroll: waitsForDeposit });
    // Where to pay the deposit is what the client needs next: on a phone it lies below the summary.
    if (waitsForDeposit) depositRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step, booked, joined, moved]);

  const go = (next: Step, why: string | null = null) => {
    setMoved(true);
    setHint(null);
    setNotice(next === 'time' ? why : null);
    if (why && next !== 'time') setHint(why);
    // Back to the booking's own steps: what follows is a booking again, not the waitlist.
    if (next === 'services' || next === 'employee' || next === 'time') setJoining(false);
    setStep(next);
  };

  const toggleService = (id: string) => {
    const next = serviceIds.includes(id) ? serviceIds.filter((item) => item !== id) : [...serviceIds, id];
    if (next.length > BOOKING_MAX_SERVICES) return;
    setServiceIds(next);
    setHint(null);
    // Other services take other times and maybe other people: what was picked for the old ones goes.
    pickStart(null);
    setChoice((current) => choiceFor(salon, next, current));
  };

  if (joined) {
    return (
      <Box component="section" aria-labelledby={titleId}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('booking.flow.title')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <WaitlistJoined joined={joined} email={codeSentTo ?? ''} headingRef={headingRef} />
        </Paper>
      </Box>
    );
  }

  if (booked) {
    return (
      <Box component="section" aria-labelledby={titleId}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('booking.flow.title')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <BookingConfirmation booking={booked} headingRef={headingRef} depositRef={depositRef} />
        </Paper>
      </Box>
    );
  }

  const steps: readonly Step[] = joining ? WAITLIST_STEPS : STEPS;
  const index = steps.indexOf(step);
  const next = (check: () => string | null, target: Step) => () => {
    const problem = check();
    if (problem) setHint(problem);
    else go(target);
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('booking.flow.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <div>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('booking.flow.stepOf', { step: index + 1, total: steps.length })}
          </Typography>
          <Typography
            ref={headingRef}
            id={stepTitleId}
            tabIndex={-1}
            variant="h6"
            component="h3"
            sx={{ outline: 'none' }}
          >
            {t(`booking.steps.${step}`)}
          </Typography>
        </div>
        {hint ? (
          <Alert severity="warning" role="alert">
            {hint}
          </Alert>
        ) : null}

        {step === 'services' ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('booking.service.chooseHelp', { max: BOOKING_MAX_SERVICES, count: serviceIds.length })}
            </Typography>
            <ServiceList
              salon={salon}
              groupHeading="h4"
              selection={{ chosen: serviceIds, onToggle: toggleService }}
            />
            <StepActions
              primary={
                <Button
                  variant="contained"
                  onClick={next(() => (serviceIds.length ? null : t('booking.service.required')), 'employee')}
                >
                  {t('booking.flow.next')}
                </Button>
              }
            />
          </>
        ) : null}

        {step === 'employee' ? (
          <>
            <StepEmployee
              salon={salon}
              serviceIds={serviceIds}
              value={choice}
              onChange={(next) => {
                setChoice(next);
                pickStart(null);
              }}
              labelId={stepTitleId}
            />
            <StepActions
              onBack={() => go('services')}
              primary={
                canGoOn(salon, serviceIds, choice) ? (
                  <Button variant="contained" onClick={() => go('time')}>
                    {t('booking.flow.next')}
                  </Button>
                ) : null
              }
            />
          </>
        ) : null}

        {step === 'time' ? (
          <>
            <StepTime
              salon={salon}
              serviceIds={serviceIds}
              employeeId={employeeId}
              employeeIds={employeeIds}
              weekFrom={weekFrom}
              onWeekChange={setWeekFrom}
              value={start}
              onChange={(value, planned) => {
                pickStart(value, planned);
                setHint(null);
              }}
              notice={notice}
              onJoinWaitlist={
                // A freelancer's visit needs the client's address, which a waitlist entry does not hold.
                salon.service_type !== 'freelancer' && serviceIds.length === 1
                  ? (from, to) => {
                      loadWaitlist().then((loaded) => {
                        setWaitlist(loaded);
                        setWaitWindow(loaded.windowOf(from, to));
                        go('waitlist');
                        setJoining(true);
                      }, setLoadError);
                    }
                  : undefined
              }
            />
            <StepActions
              onBack={() => go('employee')}
              primary={
                <Button
                  variant="contained"
                  onClick={next(() => (start ? null : t('booking.time.required')), 'details')}
                >
                  {t('booking.flow.next')}
                </Button>
              }
            />
          </>
        ) : null}

        {step === 'waitlist' && waitWindow && waitlist ? (
          <waitlist.WaitlistStepWindow
            salon={salon}
            serviceId={serviceIds[0] ?? ''}
            employeeId={employeeId}
            value={waitWindow}
            onBack={(value) => {
              setWaitWindow(value);
              go('time');
            }}
            onNext={(value) => {
              setWaitWindow(value);
              go('details');
            }}
          />
        ) : null}

        {(step === 'details' || step === 'code') && (start || joining) ? (
          <Suspense
            fallback={
              <Box
                role="status"
                aria-label={t('booking.loading')}
                sx={{ display: 'flex', justifyContent: 'center' }}
              >
                <CircularProgress size={28} />
              </Box>
            }
          >
            <ClientSteps
              salon={salon}
              step={step}
              draft={draft}
              onDraft={setDraft}
              serviceIds={serviceIds}
              employeeId={employeeId}
              employeeIds={employeeIds}
              plan={plan}
              start={start ?? ''}
              onStartChange={(value) => pickStart(value)}
              codeSentTo={codeSentTo}
              onCodeSent={(email) => {
                setCodeSentTo(email);
                setCode('');
              }}
              code={code}
              onCodeChange={setCode}
              onBooked={(booking) => {
                setMoved(true);
                setBooked(booking);
              }}
              go={(target, why) => go(target, why ?? null)}
              waitlist={
                joining && waitWindow
                  ? {
                      serviceId: serviceIds[0] ?? '',
                      employeeId,
                      window: waitWindow,
                      onJoined: (answer) => {
                        setMoved(true);
                        setJoined(answer);
                      },
                    }
                  : null
              }
            />
          </Suspense>
        ) : null}
      </Paper>
    </Box>
  );
}
