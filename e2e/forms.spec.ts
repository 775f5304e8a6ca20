import { expect, test, type Page } from '@playwright/test';
import { published, singleton } from './support/content';
import { failSaves, storedSubmissions } from './support/submissions';
import { pdfFile } from '../src/features/forms/server/test-resumes';
import { waitForHydration } from './support/hydration';

/**
 * The three forms (contact, newsletter, job application) in both locales:
 * each field's error, keyboard-only completion, the success status line and the
 * stored record, what was typed kept after a server failure, a job's 'apply'
 * choosing it, a résumé checked by its content, and the same without
 * JavaScript. Each test comes from its own address, so the per-client rate
 * limit never mixes them.
 */
const subject = (singleton('contact_page').subjects as { key: string; label: { pt: string; en: string } }[])[0]!;
const opening = published('job_opening')[0]!;
// a résumé must parse as a PDF, so the test sends a real one (ADR 0047)
const PDF = Buffer.from(pdfFile());

const l = {
  pt: {
    contact: '/contato',
    opportunity: '/oportunidade',
    home: '/',
    name: 'Nome',
    surname: 'Sobrenome',
    email: 'E-mail',
    phone: 'Telefone',
    category: 'Categoria',
    subject: 'Assunto',
    message: 'Mensagem',
    cpf: 'CPF',
    resume: 'Currículo',
    opening: 'Vaga',
    send: 'Enviar mensagem',
    signMeUp: 'Quero receber informações',
    sendApplication: 'Enviar candidatura',
    apply: 'Candidatar-se a esta vaga',
    details: 'Requisitos e candidatura',
    contactSent: 'Mensagem enviada! Respondemos em até dois dias úteis.',
    newsletterSent: 'Pronto! Você vai receber as novidades no seu e-mail.',
    jobSent: /Candidatura enviada!/,
    unavailable: /Não foi possível enviar agora/,
    unsupported: 'O currículo precisa ser PDF, DOC ou DOCX.',
  },
  en: {
    contact: '/en/contact',
    opportunity: '/en/oportunidade',
    home: '/en',
    name: 'Name',
    surname: 'Surname',
    email: 'Email',
    phone: 'Phone',
    category: 'Category',
    subject: 'Subject',
    message: 'Message',
    cpf: 'CPF (Brazilian taxpayer number)',
    resume: 'Résumé',
    opening: 'Job opening',
    send: 'Send message',
    signMeUp: 'Sign me up to receive information',
    sendApplication: 'Send application',
    apply: 'Apply for this opening',
    details: 'Requirements and how to apply',
    contactSent: 'Message sent! We reply within two working days.',
    newsletterSent: 'Done! The news will arrive in your inbox.',
    jobSent: /Application sent!/,
    unavailable: /We could not send it right now/,
    unsupported: 'The résumé must be a PDF, DOC or DOCX file.',
  },
} as const;

// the spec's messages, the same in both locales (§5)
const REQUIRED = 'Campo obrigatório.';
const PRIVACY = 'Você deve concordar com a Política de Privacidade.';

let address = 10;
test.beforeEach(async ({ page }) => {
  address += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${address}` });
});

const field = (page: Page, formName: string, label: string) =>
  page.locator(`form:has(button:text-is("${formName}"))`).getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

for (const locale of ['pt', 'en'] as const) {
  const t = l[locale];

  test.describe(`forms (${locale})`, () => {
    test('contact: an empty send names every required field and focuses the first', async ({ page }) => {
      await page.goto(t.contact);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.send }).click();
      await expect(field(page, t.send, t.name)).toBeFocused();
      for (const label of [t.name, t.surname, t.email, t.category, t.subject, t.message]) {
        const input = field(page, t.send, label);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        const described = await input.getAttribute('aria-describedby');
        await expect(page.locator(`[id="${described!.split(' ').at(-1)}"]`)).toHaveText(REQUIRED);
      }
      await expect(page.getByText(PRIVACY)).toBeVisible();
      // a wrong e-mail and phone say so as the visitor leaves them
      await field(page, t.send, t.email).fill('ana@');
      await field(page, t.send, t.phone).fill('(31) 1234');
      await field(page, t.send, t.subject).focus();
      await expect(page.getByText('E-mail inválido.')).toBeVisible();
      await expect(page.getByText('Telefone inválido.')).toBeVisible();
    });

    test('contact: completed with the keyboard only, sent without a reload, stored with its consent', async ({
      page,
    }) => {
      await page.goto(t.contact);
      await waitForHydration(page);
      const before = storedSubmissions('contact').length;
      await field(page, t.send, t.name).focus();
      await page.keyboard.type('Ana');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Souza');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`ana.${locale}@example.com`);
      await page.keyboard.press('Tab');
      await page.keyboard.type('31999990000');
      await page.keyboard.press('Tab');
      await expect(field(page, t.send, t.phone)).toHaveValue('(31) 99999-0000');
      await page.keyboard.press('ArrowDown'); // the first subject
      await page.keyboard.press('Tab');
      await page.keyboard.type('Guarda-chuva');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Esqueci no cinema ontem à noite.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab'); // past the privacy policy link
      await expect(page.getByRole('button', { name: t.send })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: t.contactSent })).toBeVisible();
      // said once, in the form's status line: no toast repeats it over the fields
      await expect(
        page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: t.contactSent }),
      ).toHaveCount(1);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await expect.poll(() => storedSubmissions('contact').length).toBe(before + 1);
      const stored = storedSubmissions('contact').at(-1)!;
      expect(stored).toMatchObject({
        locale,
        fields: { email: `ana.${locale}@example.com`, category: subject.key, phone: '(31) 99999-0000' },
      });
      expect(stored.consent_policy_version).toBeTruthy();
      expect(stored.fields).not.toHaveProperty('website');
      // the form is empty again, ready for another message
      await expect(field(page, t.send, t.name)).toHaveValue('');
    });

    test('contact: what was typed stays after the server fails, and goes through once it is back', async ({ page }) => {
      await page.goto(t.contact);
      await waitForHydration(page);
      await field(page, t.send, t.name).fill('Bruno');
      await field(page, t.send, t.surname).fill('Lima');
      await field(page, t.send, t.email).fill(`bruno.${locale}@example.com`);
      await field(page, t.send, t.category).selectOption(subject.key);
      await field(page, t.send, t.subject).fill('Estacionamento');
      await field(page, t.send, t.message).fill('O ticket não saiu.');
      await page.locator('form:has(button:text-is("' + t.send + '")) input[name="consent"]').check();
      const outage = failSaves();
      try {
        await page.getByRole('button', { name: t.send }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.unavailable })).toBeVisible();
        await expect(field(page, t.send, t.message)).toHaveValue('O ticket não saiu.');
        await expect(field(page, t.send, t.email)).toHaveValue(`bruno.${locale}@example.com`);
      } finally {
        outage.end();
      }
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.contactSent })).toBeVisible();
      expect(storedSubmissions('contact').filter((s) => s.fields.email === `bruno.${locale}@example.com`)).toHaveLength(
        1,
      );
    });

    test('newsletter: the home page’s band signs a visitor up', async ({ page }) => {
      await page.goto(t.home);
      await waitForHydration(page);
      const band = page.locator('[data-slot="newsletter"]');
      await band.getByLabel(new RegExp(`^${t.name}`)).fill('Carla');
      await band.getByLabel(new RegExp(`^${t.email}`)).fill(`carla.${locale}@example.com`);
      await band.getByRole('button', { name: t.signMeUp }).click();
      await expect(band.getByText(PRIVACY)).toBeVisible();
      // the consent box, not the optional "offers" interest beside it
      await band.getByRole('checkbox', { name: /Privacidade|Privacy Policy/ }).check();
      await band.getByRole('button', { name: t.signMeUp }).click();
      await expect(band.getByRole('status')).toHaveText(t.newsletterSent);
      expect(storedSubmissions('newsletter').some((s) => s.fields.email === `carla.${locale}@example.com`)).toBe(true);
    });

    test('job application: an empty send names every required field, CPF and phone checked as they are left', async ({
      page,
    }) => {
      await page.goto(t.opportunity);
      await waitForHydration(page);
      const form = page.locator('form:has(input[name="cpf"])');
      await form.getByRole('button', { name: t.sendApplication }).click();
      await expect(form.getByLabel(new RegExp(`^${t.opening}`))).toBeFocused();
      for (const name of ['opening', 'name', 'surname', 'email', 'phone', 'cpf', 'resume']) {
        await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(
        form.getByText(locale === 'pt' ? 'Anexe seu currículo.' : 'Please attach your résumé.'),
      ).toBeVisible();
      await form.locator('input[name="cpf"]').fill('111.111.111-11');
      await form.locator('input[name="phone"]').fill('(31) 8888-77');
      await form.locator('input[name="name"]').focus();
      await expect(form.getByText('CPF inválido.')).toBeVisible();
      await expect(form.getByText('Telefone inválido.')).toBeVisible();
      // the message is optional: no error under it
      await expect(form.locator('[name="message"]')).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('job application: an opening’s apply chooses it; the résumé is checked by its content', async ({ page }) => {
      await page.goto(t.opportunity);
      const card = page.locator(`#vaga-${opening.fields.slug}`);
      await card.getByText(t.details).click();
      await card.getByRole('link', { name: new RegExp(t.apply) }).click();
      await waitForHydration(page);
      const form = page.locator('form:has(input[name="cpf"])');
      await expect(form.getByLabel(new RegExp(`^${t.opening}`))).toHaveValue(String(opening.fields.slug));
      await form.getByLabel(new RegExp(`^${t.name}`)).fill('Davi');
      await form.getByLabel(new RegExp(`^${t.surname}`)).fill('Rocha');
      await form.getByLabel(new RegExp(`^${t.email}`)).fill(`davi.${locale}@example.com`);
      await form.getByLabel(new RegExp(`^${t.phone}`)).fill('(31) 98888-7777');
      await form.getByLabel(new RegExp(`^${t.cpf.replace(/[()]/g, '\\$&')}`)).fill('52998224725');
      await form.getByLabel(new RegExp(`^${t.cpf.replace(/[()]/g, '\\$&')}`)).blur();
      await expect(form.getByLabel(new RegExp(`^${t.cpf.replace(/[()]/g, '\\$&')}`))).toHaveValue('529.982.247-25');
      await form.locator('input[name="consent"]').check();
      // an image renamed to .pdf is refused by its content
      await form.locator('input[type="file"]').setInputFiles({
        name: 'curriculo.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      });
      await form.getByRole('button', { name: t.sendApplication }).click();
      await expect(form.getByRole('alert')).toHaveText(t.unsupported);
      await expect(form.getByLabel(new RegExp(`^${t.name}`))).toHaveValue('Davi');
      // a real PDF goes through
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: t.sendApplication }).click();
      await expect(form.getByRole('status')).toHaveText(t.jobSent);
      const stored = storedSubmissions('job').find((s) => s.fields.email === `davi.${locale}@example.com`);
      expect(stored).toMatchObject({ fields: { opening: opening.fields.slug, cpf: '529.982.247-25' } });
      expect(stored?.resume_key).toMatch(/\.pdf$/);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the contact form answers with its errors and keeps what was typed, then sends', async ({ page }) => {
    await page.goto('/contato');
    const form = page.locator('form:has(input[name="subject"])');
    await form.locator('input[name="name"]').fill('Elisa');
    await form.locator('input[name="email"]').fill('elisa@');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('E-mail inválido.')).toBeVisible();
    await expect(page.getByText(REQUIRED).first()).toBeVisible();
    await expect(form.locator('input[name="name"]')).toHaveValue('Elisa');
    await form.locator('input[name="email"]').fill('elisa@example.com');
    await form.locator('input[name="surname"]').fill('Prado');
    await form.locator('select[name="category"]').selectOption(subject.key);
    await form.locator('input[name="subject"]').fill('Elogio');
    await form.locator('textarea[name="message"]').fill('Ótimo atendimento.');
    await form.locator('input[name="consent"]').check();
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText(l.pt.contactSent)).toBeVisible();
    expect(storedSubmissions('contact').filter((s) => s.fields.email === 'elisa@example.com')).toHaveLength(1);
  });
});

test.describe('the forms endpoint', () => {
  const headers = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });
  const newsletter = (email: string, key: string) => ({ name: 'Fábio', email, consent: 'on', idempotencyKey: key });

  test('stores once per key (201, then 200) and refuses bad input with its own status', async ({ request }) => {
    const ok = await request.post('/api/forms/newsletter?locale=en', {
      form: newsletter('fabio@example.com', 'e2e-key-0001'),
      headers: headers(1),
    });
    expect(ok.status()).toBe(201);
    const again = await request.post('/api/forms/newsletter?locale=en', {
      form: newsletter('fabio@example.com', 'e2e-key-0001'),
      headers: headers(1),
    });
    expect(again.status()).toBe(200);
    expect(storedSubmissions('newsletter').filter((s) => s.fields.email === 'fabio@example.com')).toHaveLength(1);
    const invalid = await request.post('/api/forms/newsletter', {
      form: { name: '', email: 'x', consent: '' },
      headers: headers(2),
    });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual({
      kind: 'invalid',
      errors: { name: 'required', email: 'email', consent: 'privacy' },
    });
    const json = await request.post('/api/forms/newsletter', { data: { name: 'x' }, headers: headers(3) });
    expect(json.status()).toBe(415);
    const huge = await request.post('/api/forms/contact', {
      form: { message: 'a'.repeat(70 * 1024) },
      headers: headers(4),
    });
    expect(huge.status()).toBe(413);
  });

  test('a client sending too fast gets 429 with Retry-After', async ({ request }) => {
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 12 && last !== 429; i += 1) {
      const response = await request.post('/api/forms/newsletter', {
        form: newsletter(`rate${i}@example.com`, `e2e-rate-${i}-xyz`),
        headers: headers(9),
      });
      last = response.status();
      retryAfter = response.headers()['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
