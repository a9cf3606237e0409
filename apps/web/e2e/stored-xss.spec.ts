import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import {
  addDays,
  addMember,
  apiCall,
  clinicToday,
  ONE_PIXEL_PNG,
  openAgendaDay,
  setUpClinic,
  signInWithStorage,
} from './support/quality-setup';

// Stored XSS: hostile strings saved through the API in every free-text field must come back on every
// screen as plain text. A payload that ran would set window.__xss or open a dialog.

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const JS_URL = 'javascript:window.__xss=1';

const text = {
  adminName: `Laura ${SCRIPT}`,
  memberName: `Carlos ${IMG}`,
  spaceName: `Clínica ${IMG}`,
  description: `Cuidamos a tu mascota ${SCRIPT} ${SVG} ${JS_URL}`,
  address: `Calle Mayor ${SVG}`,
  city: `Madrid ${IMG}`,
  state: `Comunidad ${SCRIPT}`,
  country: `España ${SVG}`,
  serviceName: `Vacuna ${IMG}`,
  serviceDescription: `Incluye ${SCRIPT} y ${SVG}`,
  clientName: `Marta ${IMG}`,
  notes: `Alergias ${SCRIPT} ${SVG} ${JS_URL}`,
  closureTitle: `Cierre ${IMG}`,
  closureReason: `Motivo ${SCRIPT} ${SVG}`,
  mediaDescription: `Sala ${IMG} ${SVG}`,
  // Valid http(s) addresses that try to break out of an href attribute.
  website: 'https://clinica.example/"><svg/onload=window.__xss=1>',
  facebook: 'https://facebook.com/"><img/src=x/onerror=window.__xss=1>',
};

/** What a payload that ran would leave behind: the flag, a handler attribute, a script with the flag. */
async function expectNothingRan(page: Page, dialogs: string[], screen: string): Promise<void> {
  // An injected <img src=x> fires onerror once its request fails: wait until every image has
  // loaded or failed (its handlers have then run), for at most the 300 ms this used to wait blindly.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const pending = [...document.images].filter((image) => !image.complete);
        let left = pending.length;
        if (left === 0) resolve();
        const settle = () => {
          left -= 1;
          if (left === 0) resolve();
        };
        for (const image of pending) {
          image.addEventListener('load', settle, { once: true });
          image.addEventListener('error', settle, { once: true });
        }
        setTimeout(resolve, 300);
      }),
  );
  const traces = await page.evaluate(() => {
    const flag = (window as Window & { __xss?: unknown }).__xss;
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => attribute.name.startsWith('on') && attribute.value.includes('__xss'))
        .map((attribute) => `<${element.localName} ${attribute.name}>`),
    );
    // A JSON-LD block (the clinic's structured data for search engines) holds the clinic's texts as
    // data the browser never runs; it counts as injected only when it is no longer one valid JSON
    // value, i.e. a payload closed the script and wrote markup after it.
    const isDataBlock = (script: HTMLScriptElement) => {
      if (script.type !== 'application/ld+json') return false;
      try {
        JSON.parse(script.textContent ?? '');
        return true;
      } catch {
        return false;
      }
    };
    const scripts = [...document.querySelectorAll('script')]
      .filter((script) => script.textContent?.includes('__xss') && !isDataBlock(script))
      .map(() => '<script>');
    const scriptLinks = [
      ...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'),
    ]
      .filter(
        (link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? '') || link.protocol === 'javascript:',
      )
      .map((link) => `href=${link.getAttribute('href')}`);
    return {
      flag: flag === undefined ? null : String(flag),
      injected: [...handlers, ...scripts, ...scriptLinks],
    };
  });
  expect(traces, `${screen}: a stored payload ran or was injected as markup`).toEqual({
    flag: null,
    injected: [],
  });
  expect(dialogs, `${screen}: a dialog opened`).toEqual([]);
}

/** The stored value is on screen as text, character for character. */
async function expectLiteral(page: Page, value: string): Promise<void> {
  await expect(page.getByText(value, { exact: false }).first()).toBeVisible();
}

async function refusesScriptUrls(request: APIRequestContext, spaceId: string, token: string) {
  for (const field of ['socialWebsite', 'socialFacebook', 'socialInstagram', 'contactWhatsapp']) {
    const response = await request.fetch(`/api/spaces/${spaceId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      data: { [field]: JS_URL },
    });
    expect(response.status(), `${field} = ${JS_URL} was accepted`).toBe(400);
  }
}

test('hostile text stored through the API is shown as text everywhere', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  const clinic = await setUpClinic(
    request,
    {
      spaceName: text.spaceName,
      description: text.description,
      address: text.address,
      city: text.city,
      state: text.state,
      country: text.country,
      serviceName: text.serviceName,
      serviceDescription: text.serviceDescription,
      socialWebsite: text.website,
      socialFacebook: text.facebook,
    },
    text.adminName,
  );
  await refusesScriptUrls(request, clinic.spaceId, clinic.admin.token);
  await addMember(request, clinic, text.memberName);
  const day = addDays(clinicToday(), 1);
  await apiCall(request, 'POST', '/bookings/internal', clinic.admin.token, {
    serviceScheduleId: clinic.scheduleIdFor(day),
    startTime: `${day}T10:00`,
    endTime: `${day}T10:30`,
    notes: text.notes,
    clientInfo: { name: text.clientName },
  });
  await apiCall(request, 'POST', `/spaces/${clinic.spaceId}/disabled-dates`, clinic.admin.token, {
    scope: 'SPACE',
    startDate: addDays(clinicToday(), 20),
    endDate: addDays(clinicToday(), 20),
    isAllDay: true,
    title: text.closureTitle,
    reason: text.closureReason,
  });
  const upload = await request.fetch(`/api/spaces/${clinic.spaceId}/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${clinic.admin.token}` },
    multipart: {
      'media[]': { name: 'sala.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      'descriptions[]': text.mediaDescription,
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  // Public pages first, signed out.
  await page.goto(`/${clinic.route}`);
  await expect(page.getByRole('heading', { level: 1, name: text.spaceName })).toBeVisible();
  for (const value of [text.description, text.serviceName, text.address]) await expectLiteral(page, value);
  await expectNothingRan(page, dialogs, 'public booking page');

  await page.goto('/veterinarias');
  await expectLiteral(page, text.spaceName);
  await expectNothingRan(page, dialogs, 'directory');

  // Then the dashboard, as the admin.
  await signInWithStorage(page, clinic.admin);
  const space = `/dashboard/${clinic.spaceId}`;

  await page.goto(`${space}/agenda`);
  await expect(page.getByText('Cargando agenda...')).toBeHidden();
  await openAgendaDay(page, day, clinicToday());
  await expectLiteral(page, text.clientName);
  await expectNothingRan(page, dialogs, 'agenda, day view');
  await page.getByRole('button', { name: /^10:00–10:30 / }).click();
  const details = page.getByRole('dialog', { name: 'Detalles de la Cita' });
  await expect(details.getByText(text.notes)).toBeVisible();
  await expect(details.getByText(text.clientName)).toBeVisible();
  await expectNothingRan(page, dialogs, 'booking details');
  await page.keyboard.press('Escape');

  await page.goto(`${space}/servicios`);
  await expectLiteral(page, text.serviceName);
  await expectNothingRan(page, dialogs, 'services');
  await page.goto(`${space}/servicios/${clinic.serviceId}`);
  await expect(page.getByRole('heading', { name: text.serviceName })).toBeVisible();
  await expectLiteral(page, text.serviceDescription);
  await expectNothingRan(page, dialogs, 'service detail');

  await page.goto(`${space}/disabled-dates`);
  await expectLiteral(page, text.closureTitle);
  await expectLiteral(page, text.closureReason);
  await expectNothingRan(page, dialogs, 'disabled dates');

  await page.goto(`${space}/miembros`);
  await expectLiteral(page, text.memberName);
  await expectLiteral(page, text.adminName);
  await expectNothingRan(page, dialogs, 'members');

  await page.goto(`/settings/space/${clinic.spaceId}#medios`);
  await page.getByRole('tab', { name: 'Medios' }).click();
  await expectLiteral(page, text.mediaDescription);
  await expectNothingRan(page, dialogs, 'settings, media');
  await page.getByRole('tab', { name: 'Contacto' }).click();
  await expectNothingRan(page, dialogs, 'settings, contact');
});
