/**
 * The local customer-service page (`/cs/chat?desk=live|vip&lang=MS|EN|CN`) that the demo desks'
 * links open, so "live chat" opens something real offline. It greets the visitor, shows what they
 * type with an acknowledgement, and says how else to reach the desk. No messages leave the page: a
 * real deployment points the desks at its chat provider (customer_service rows).
 */

const TEXTS = {
  MS: {
    title: { live: 'Sembang Langsung', vip: 'Khidmat VIP' },
    greeting: 'Helo! Bagaimana kami boleh membantu anda hari ini?',
    placeholder: 'Tulis mesej anda…',
    send: 'Hantar',
    ack: 'Terima kasih. Ejen kami akan membalas sebentar lagi.',
    hours: 'Kami sedia membantu 24 jam sehari, 7 hari seminggu.',
  },
  EN: {
    title: { live: 'Live Chat', vip: 'VIP Service' },
    greeting: 'Hello! How can we help you today?',
    placeholder: 'Type your message…',
    send: 'Send',
    ack: 'Thank you. An agent will reply shortly.',
    hours: 'We are here 24 hours a day, 7 days a week.',
  },
  CN: {
    title: { live: '在线客服', vip: 'VIP 专属客服' },
    greeting: '您好！请问有什么可以帮您？',
    placeholder: '请输入消息…',
    send: '发送',
    ack: '谢谢，客服将很快回复您。',
    hours: '我们全天候 24 小时为您服务。',
  },
} as const;

type Language = keyof typeof TEXTS;
export type Desk = 'live' | 'vip';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `lang` when given, else the browser's first language the page speaks, else the merchant default. */
export function chatLanguage(requested: string | undefined, acceptLanguage: string | undefined, fallback: string): Language {
  const code = (requested ?? '').toUpperCase();
  if (code in TEXTS) return code as Language;
  const BROWSER: Record<string, Language> = { ms: 'MS', en: 'EN', zh: 'CN' };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const match = BROWSER[part.trim().slice(0, 2).toLowerCase()];
    if (match) return match;
  }
  return fallback in TEXTS ? (fallback as Language) : 'EN';
}

export function chatPage(desk: Desk, language: Language, nonce: string): string {
  const t = TEXTS[language];
  const title = escapeHtml(t.title[desk]);
  // the script gets its strings as JSON; `<` is escaped so no text can close the script element
  const strings = JSON.stringify({ ack: t.ack }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language === 'CN' ? 'zh' : language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f3fa; color: #1d1d2b; display: flex; flex-direction: column; height: 100vh; }
  header { background: #6142bf; color: #fff; padding: 14px 18px; font-weight: 700; font-size: 18px; }
  header small { display: block; font-weight: 400; font-size: 12px; opacity: .85; margin-top: 2px; }
  main { flex: 1; overflow-y: auto; padding: 16px; display: flex; flex-direction: column; gap: 10px; }
  .bubble { max-width: 80%; padding: 10px 14px; border-radius: 14px; line-height: 1.4; white-space: pre-wrap; word-break: break-word; }
  .desk { background: #fff; align-self: flex-start; border-bottom-left-radius: 4px; }
  .visitor { background: #6142bf; color: #fff; align-self: flex-end; border-bottom-right-radius: 4px; }
  form { display: flex; gap: 8px; padding: 12px; background: #fff; border-top: 1px solid #e2e0ef; }
  input { flex: 1; padding: 10px 12px; border: 1px solid #cfcbe6; border-radius: 20px; font: inherit; }
  button { padding: 10px 18px; border: 0; border-radius: 20px; background: #6142bf; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
</style></head>
<body>
<header>${title}<small>${escapeHtml(t.hours)}</small></header>
<main id="log" aria-live="polite"><div class="bubble desk">${escapeHtml(t.greeting)}</div></main>
<form id="composer"><input id="text" name="text" maxlength="500" autocomplete="off" placeholder="${escapeHtml(t.placeholder)}" aria-label="${escapeHtml(t.placeholder)}"><button type="submit">${escapeHtml(t.send)}</button></form>
<script nonce="${nonce}">
(function () {
  var strings = ${strings};
  var log = document.getElementById('log');
  var input = document.getElementById('text');
  function add(text, who) {
    var bubble = document.createElement('div');
    bubble.className = 'bubble ' + who;
    bubble.textContent = text;
    log.appendChild(bubble);
    log.scrollTop = log.scrollHeight;
  }
  document.getElementById('composer').addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    add(text, 'visitor');
    input.value = '';
    setTimeout(function () { add(strings.ack, 'desk'); }, 600);
  });
})();
</script>
</body></html>`;
}
