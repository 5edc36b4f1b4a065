// @vitest-environment jsdom
/**
 * The publishing sanitiser against known script-injection vectors: what a browser builds from its
 * output (parsed here by jsdom's HTML parser, as a page would) holds no script, no event handler,
 * no embedded document and no script URL, while ordinary formatting survives.
 */
import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from '../../server/content/html-sanitizer';

const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/a.png" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=jAvAsCrIpT:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="jav&#x0A;ascript:alert(1)">',
  '<img src=" &#14;  javascript:alert(1)">',
  '<img/src="x"/onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>@import "http://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="http://evil.example/">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<a href="https://ok.example" onclick="alert(1)" target="_top">x</a>',
  '<img src="x" alt="a" onerror  =  "alert(1)">',
  '<img src="x"onerror="alert(1)">',
  "<img src='x' onerror='alert(1)'>",
  '<img src=`x` onerror=`alert(1)`>',
  '<p title="a" title="b" onclick="x">dup</p>',
];

/** From the OWASP XSS filter evasion cheat sheet: what a sanitiser of operator HTML must withstand. */
const OWASP_FILTER_EVASION = [
  `<IMG SRC=\`javascript:alert("RSnake says, 'XSS'")\`>`,
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  `<IMG SRC="\`('XSS')"\``,
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  `<IMG SRC="javascript:alert('XSS')"`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="  &#14;  javascript:alert('XSS')">x</a>`,
  '<isindex type=image src=1 onerror=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#97;script:alert(1)">x</a>',
];

/** Everything a page built from `html` could run or embed. */
function hazards(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'link', 'meta', 'base', 'form', 'input', 'textarea', 'frame'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'data', 'background', 'dynsrc', 'lowsrc'].includes(name)) {
        const url = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (!/^(https?:\/\/[^/\\]|mailto:|\/(?![/\\])|#)/.test(url)) found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('publishing sanitiser', () => {
  it.each([...VECTORS, ...OWASP_FILTER_EVASION])('leaves nothing runnable of %s', (vector) => {
    const clean = sanitizeHtml(vector);
    expect(hazards(clean)).toEqual([]);
    // every `<` left is a tag of the allow-list (stray ones are escaped as text), and no tag carries a handler or script URL
    expect(clean).not.toMatch(/<script|<[^>]*\son[a-z]+\s*=|<[^>]*javascript:/i);
    // sanitising again changes nothing: what is stored is already a fixed point
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('the vectors are hazards before sanitising (the check can fail)', () => {
    for (const vectors of [VECTORS, OWASP_FILTER_EVASION]) {
      const unsafe = vectors.filter((vector) => hazards(vector).length > 0);
      expect(unsafe.length).toBeGreaterThan(vectors.length / 2);
    }
  });

  it('keeps the formatting operators use', () => {
    const html =
      '<h3>Terms</h3><p>Bonus <strong>₱22,222</strong>, <em>once</em> &amp; <u>only</u>.</p><ol><li>One</li><li>Two</li></ol>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><p><a href="/help#term">terms</a> <a href="https://example.com/x?a=1&amp;b=2" target="_blank">out</a></p>' +
      '<img src="/wps/assets/content/banner-live.svg" alt="Live" width="300">';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Terms</h3><p>Bonus <strong>₱22,222</strong>, <em>once</em> &amp; <u>only</u>.</p><ol><li>One</li><li>Two</li></ol>' +
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><p><a href="/help#term" rel="noopener noreferrer">terms</a> <a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">out</a></p>' +
        '<img src="/wps/assets/content/banner-live.svg" alt="Live" width="300" />',
    );
  });

  it('escapes stray markup characters and balances tags', () => {
    expect(sanitizeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(sanitizeHtml('<p>open <b>bold <i>both</p> after')).toBe('<p>open <b>bold <i>both</i></b></p> after');
    expect(sanitizeHtml('</div>text<div>')).toBe('text<div></div>');
    expect(sanitizeHtml('<center>kept text</center>')).toBe('kept text');
  });

  it('accepts only http(s), mailto, site paths and anchors as links', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('mailto:support@example.com')).toBe('mailto:support@example.com');
    expect(safeUrl('/promotions')).toBe('/promotions');
    expect(safeUrl('#term')).toBe('#term');
    for (const bad of ['javascript:alert(1)', ' java\tscript:alert(1)', '//evil.example', 'data:text/html,x', 'promo.html', 'https:/evil', '']) {
      expect(safeUrl(bad), bad).toBeNull();
    }
  });
});
