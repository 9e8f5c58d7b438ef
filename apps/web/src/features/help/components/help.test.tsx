import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { COMPANY_ID, signedIn as signedInWith } from '@/test/session-fixture';
import { HELP_TOPICS, helpTopicForScreen } from '../help-topics';

const signedIn = () => signedInWith({ company: { _id: COMPANY_ID, name: 'Bella' }, salons: [] });

describe('the manual', () => {
  it('matches each screen to the page that explains it', () => {
    expect(helpTopicForScreen('/es-ve/dashboard/appointment/calendar')).toBe('day');
    expect(helpTopicForScreen('/es-ve/dashboard/client/list')).toBe('day');
    expect(helpTopicForScreen('/en-ve/dashboard/employee/new')).toBe('staff');
    expect(helpTopicForScreen('/en-ve/dashboard/salon/profile?tab=hours')).toBe('staff');
    expect(helpTopicForScreen('/en-ve/dashboard/salon/profile?tab=booking')).toBe('online-booking');
    expect(helpTopicForScreen('/en-ve/dashboard/salon/profile')).toBe('setup');
    expect(helpTopicForScreen('/en-ve/dashboard/promotion/new')).toBe('promotions');
    expect(helpTopicForScreen('/en-ve/dashboard/report')).toBe('reports');
    expect(helpTopicForScreen('/en-ve/dashboard/subscription')).toBe('billing');
    expect(helpTopicForScreen('/en-ve/dashboard/account?tab=billing')).toBe('billing');
    expect(helpTopicForScreen('/en-ve/dashboard/event/log')).toBeNull();
  });

  it('opens the page of the screen from the help button, and lists every topic', async () => {
    mockApi(signedIn());
    const { router } = await renderApp('/en-ve/dashboard/promotion');
    await userEvent.click(await screen.findByRole('link', { name: 'Help for this screen' }));
    const article = await screen.findByRole('article');
    expect(router.state.location.pathname).toBe('/en-ve/dashboard/help/promotions');
    expect(within(article).getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Create a promotion' })).toBeTruthy();
    expect(within(article).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(
      within(article).getByRole('img', { name: 'The screen described: Promotions' }).getAttribute('src'),
    ).toBe('/manual/en-ve/promotions.jpg');

    await userEvent.click(screen.getByRole('link', { name: 'All help topics' }));
    const topics = await screen.findByRole('list', { name: 'Help topics' });
    expect(within(topics).getAllByRole('link')).toHaveLength(HELP_TOPICS.length);
  });

  it('says so for a topic that does not exist', async () => {
    mockApi(signedIn());
    await renderApp('/es-ve/dashboard/help/nada');
    expect(await screen.findByText('Este tema de ayuda no existe.')).toBeTruthy();
  });
});
