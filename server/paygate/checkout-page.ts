/**
 * The local provider's hosted checkout page: what the payer sees after the site sends them to pay.
 * A plain form, no script: Pay, Decline (the payment fails, as a refused card would) or Cancel.
 * The page speaks the payer's browser language (MS, EN, CN) as a hosted checkout does, and gives
 * the expiry in the merchant's time zone (the one its site shows times in), the zone named.
 */
import { formatMinorUnits } from '../../rules/amount';
import { dateFormat, utcOffsetName } from '../../rules/date-format';
import type { PaygatePayment } from './paygate.service';

const TEXTS = {
  MS: {
    title: 'Pembayaran',
    provider: 'Penyedia pembayaran tempatan',
    pay: 'Bayar',
    decline: 'Tolak',
    cancel: 'Batal',
    to: 'Kepada',
    expires: 'Tamat tempoh',
    closed: {
      paid: 'Pembayaran ini telah dibayar.',
      failed: 'Pembayaran ini ditolak.',
      cancelled: 'Pembayaran ini dibatalkan.',
      expired: 'Pembayaran ini telah tamat tempoh.',
    },
    back: 'Kembali ke laman',
  },
  EN: {
    title: 'Checkout',
    provider: 'Local payment provider',
    pay: 'Pay',
    decline: 'Decline',
    cancel: 'Cancel',
    to: 'To',
    expires: 'Expires',
    closed: {
      paid: 'This payment has been paid.',
      failed: 'This payment was declined.',
      cancelled: 'This payment was cancelled.',
      expired: 'This payment has expired.',
    },
    back: 'Back to the site',
  },
  CN: {
    title: '收银台',
    provider: '本地支付服务',
    pay: '支付',
    decline: '拒绝',
    cancel: '取消',
    to: '收款方',
    expires: '有效期至',
    closed: { paid: '该笔付款已支付。', failed: '该笔付款已被拒绝。', cancelled: '该笔付款已取消。', expired: '该笔付款已过期。' },
    back: '返回网站',
  },
} as const;

export type CheckoutLanguage = keyof typeof TEXTS;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function checkoutPage(payment: PaygatePayment, language: CheckoutLanguage, utcOffsetMinutes: number): string {
  const t = TEXTS[language];
  const expires = `${dateFormat(language, utcOffsetMinutes).dateTime(payment.expiresAt.getTime())} (${utcOffsetName(utcOffsetMinutes)})`;
  const amount = `${escapeHtml(payment.currency)} ${formatMinorUnits(payment.amount)}`;
  const body =
    payment.status === 'open'
      ? `<form method="post" action="/paygate/checkout/${escapeHtml(payment.id)}">
<button name="decision" value="pay" class="pay" data-testid="paygate-pay">${t.pay} ${amount}</button>
<button name="decision" value="decline" data-testid="paygate-decline">${t.decline}</button>
<button name="decision" value="cancel" data-testid="paygate-cancel">${t.cancel}</button>
</form>`
      : `<p role="status">${t.closed[payment.status]}</p><p><a href="${escapeHtml(payment.returnUrl)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${language === 'CN' ? 'zh' : language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} · ${t.provider}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f8;color:#1d2030;display:flex;justify-content:center}
main{background:#fff;margin:24px 12px;padding:24px;border-radius:12px;max-width:420px;width:100%;box-shadow:0 2px 12px #0002}
h1{font-size:1.1rem;margin:0 0 4px}small{color:#555}
.amount{font-size:2rem;font-weight:700;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}dt{color:#555}dd{margin:0;word-break:break-all}
form{display:grid;gap:10px}button{font:inherit;padding:12px;border-radius:8px;border:1px solid #bbb;background:#fff;cursor:pointer;min-height:44px}
button.pay{background:#1f5eff;border-color:#1f5eff;color:#fff;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#111318;color:#e8e9ef}main{background:#1c1f27}dt,small{color:#aab}button{background:#262a35;color:#e8e9ef;border-color:#444}}
</style></head>
<body><main>
<h1>${t.title}</h1><small>${t.provider}</small>
<p class="amount" data-testid="paygate-amount">${amount}</p>
<dl><dt>${t.to}</dt><dd>${escapeHtml(payment.merchantCode)}</dd><dt>ID</dt><dd>${escapeHtml(payment.id)}</dd><dt>${t.expires}</dt><dd data-testid="paygate-expires">${expires}</dd></dl>
${body}
</main></body></html>`;
}
