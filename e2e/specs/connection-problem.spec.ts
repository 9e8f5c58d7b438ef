import { expect, test } from '@playwright/test';
import { companyAndSalonViaApi } from '../support/business';
import { expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

/**
 * While the server's database is out of reach (a restart, a failover) every call answers 503
 * DATABASE_UNAVAILABLE. The owner sees "connection problem, retrying" over the screen, the screen keeps trying,
 * and both go back to normal by themselves once the database answers. The outage is played by answering the
 * business calls with the server's own 503 envelope in the browser: the embedded database of the e2e server
 * cannot be cut (the server-side fault tests cut a real PostgreSQL).
 */
const TEXT = {
  'en-ve': { retrying: 'Connection problem, retrying…', clients: 'Clients', empty: /No clients yet/ },
  'es-ve': {
    retrying: 'Problema de conexión, reintentando…',
    clients: 'Clientes',
    empty: /Aún no hay clientes/,
  },
} as const;

const UNAVAILABLE = {
  status: 503,
  headers: { 'content-type': 'application/json', 'retry-after': '2' },
  body: JSON.stringify({
    statusCode: 503,
    code: 'DATABASE_UNAVAILABLE',
    message: 'Connection problem on our side. Try again in a few seconds.',
  }),
};

test('the client list says it is retrying while the database is down, then loads, in both languages', async ({
  page,
  baseURL,
}) => {
  // One owner for both languages: each language plays its own outage on a fresh load of the list.
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('outage'));
  await companyAndSalonViaApi(baseURL!, owner, 'Salón Conexión');
  const outage = '**/api/proxy/api/v1/business/client**';
  for (const lang of ['en-ve', 'es-ve'] as const) {
    const text = TEXT[lang];
    await page.route(outage, (route) => route.fulfill(UNAVAILABLE));
    if (lang === 'en-ve') await signInViaApi(page, owner.email, owner.password, `/${lang}/dashboard/client`);
    else await page.goto(`/${lang}/dashboard/client`);
    const notice = page.getByRole('status').filter({ hasText: text.retrying });
    await expect(notice).toBeVisible();
    await expectAccessible(page, `connection problem (${lang})`);

    await page.unroute(outage);
    await expect(page.getByText(text.empty)).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: text.clients })).toBeVisible();
  }
});
