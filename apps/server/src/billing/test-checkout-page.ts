import { BILLING_PATHS } from '@workbench/contracts';
import type { PlanRow } from '../db/schema';
import { escapeHtml } from '../mail/render-mail';
import { periodPages } from './subscription-period';

const TEXT = {
  en: {
    title: 'Test-mode checkout',
    banner:
      'Test mode: no payment is taken and no card is needed. This is not a real payment page.',
    plan: 'Plan',
    price: 'Price',
    pages: 'Pages per period',
    account: 'Account',
    perMonth: 'per month',
    perYear: 'per year',
    pay: 'Pay (test mode)',
    cancel: 'Cancel',
  },
  nb: {
    title: 'Betaling i testmodus',
    banner:
      'Testmodus: ingen betaling trekkes og ikke noe kort trengs. Dette er ikke en ekte betalingsside.',
    plan: 'Abonnement',
    price: 'Pris',
    pages: 'Sider per periode',
    account: 'Konto',
    perMonth: 'per måned',
    perYear: 'per år',
    pay: 'Betal (testmodus)',
    cancel: 'Avbryt',
  },
} as const;

export type TestCheckoutView = {
  checkoutId: string;
  plan: PlanRow;
  email: string;
  language: 'en' | 'nb';
  csrf: string;
  stylesheet: string;
};

/** The test-mode provider's page, in the user's language; it says plainly that it is a test. */
export function renderTestCheckout(view: TestCheckoutView): string {
  const text = TEXT[view.language];
  const locale = view.language === 'nb' ? 'nb-NO' : 'en-GB';
  const price = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'NOK',
    minimumFractionDigits: 2,
  }).format(view.plan.priceOre / 100);
  const period = view.plan.periodUnit === 'year' ? text.perYear : text.perMonth;
  const action = (path: string) => escapeHtml(path.replace(':sessionId', view.checkoutId));
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(view.csrf)}">`;
  return `<!doctype html>
<html lang="${view.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<link rel="stylesheet" href="${escapeHtml(view.stylesheet)}">
</head>
<body>
<main>
<p class="banner" role="note">${text.banner}</p>
<h1>${text.title}</h1>
<dl>
<dt>${text.plan}</dt><dd>${escapeHtml(view.plan.planName)}</dd>
<dt>${text.price}</dt><dd>${escapeHtml(price)} ${period}</dd>
<dt>${text.pages}</dt><dd>${periodPages(view.plan).toLocaleString(locale)}</dd>
<dt>${text.account}</dt><dd>${escapeHtml(view.email)}</dd>
</dl>
<div class="actions">
<form method="post" action="${action(BILLING_PATHS.testCheckoutPay)}">${csrf}<button type="submit" class="pay">${text.pay}</button></form>
<form method="post" action="${action(BILLING_PATHS.testCheckoutCancel)}">${csrf}<button type="submit" class="cancel">${text.cancel}</button></form>
</div>
</main>
</body>
</html>`;
}

export const testCheckoutCss = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2433; }
main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
  box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
.banner { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border-radius: 8px; background: #fff4ce;
  border: 1px solid #e0b400; font-weight: 600; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
dt { color: #5a6275; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 8px; cursor: pointer; border: 1px solid #c5cad6; }
.pay { background: #1f5eff; color: #fff; border-color: #1f5eff; }
.cancel { background: #fff; color: #1d2433; }
@media (max-width: 480px) { main { margin: 0; border-radius: 0; } }
`;
