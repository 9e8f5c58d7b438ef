/** The platform manual's pages, in the order the index lists them. */
export const HELP_TOPICS = [
  'setup',
  'staff',
  'day',
  'promotions',
  'reports',
  'billing',
  'online-booking',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export const isHelpTopic = (value: string | undefined): value is HelpTopic =>
  (HELP_TOPICS as readonly string[]).includes(value ?? '');

/** Which page explains the screen at this address (path and query), first match wins; none: the index. */
const BY_SCREEN: [RegExp, HelpTopic][] = [
  [/\/dashboard\/salon\/profile\?(.*&)?tab=booking/, 'online-booking'],
  // The calendar feed's card (salon profile and account) is explained with the calendar.
  [/\/dashboard\/(salon\/profile|account)\?(.*&)?tab=calendar/, 'day'],
  [/\/dashboard\/(appointment|client)/, 'day'],
  [/\/dashboard\/employee/, 'staff'],
  [/\/dashboard\/salon\/profile\?(.*&)?tab=hours/, 'staff'],
  [/\/dashboard\/promotion/, 'promotions'],
  [/\/dashboard\/(report|home|review)/, 'reports'],
  [/\/dashboard\/(subscription|account\?(.*&)?tab=billing)/, 'billing'],
  [/\/dashboard\/(salon|gallery|service|account)/, 'setup'],
];

export const helpTopicForScreen = (pathAndQuery: string): HelpTopic | null =>
  BY_SCREEN.find(([pattern]) => pattern.test(pathAndQuery))?.[1] ?? null;

/** The screenshot of a topic's screen, made by the Playwright suite (e2e/specs/manual.spec.ts). */
export const helpScreenshot = (language: string, topic: HelpTopic) => `/manual/${language}/${topic}.jpg`;
