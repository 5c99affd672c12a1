import { describe, expect, it } from 'vitest';
import { classifyLink, opensInNewTab, sanitizeArticleHtml } from '@/features/blog/sanitize';

const SITE = 'https://shop.example';
const clean = (html: string) => sanitizeArticleHtml(html, SITE);

/** Whatever the payload, none of these may survive in the output (case-insensitive). */
const FORBIDDEN = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /<template/i,
  /\son[a-z]+\s*=/i, // event handler attributes
  /\sstyle\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /\saction\s*=/i,
  /\sformaction\s*=/i,
  /\sxlink:href/i,
  /\ssrcdoc/i,
];

const XSS_CORPUS: [string, string][] = [
  ['script tag', '<p>hi</p><script>alert(1)</script>'],
  ['script mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['img onerror without quotes', '<img src=x onerror=alert(1)//>'],
  ['img javascript src', '<img src="javascript:alert(1)">'],
  ['img data src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['a javascript href', '<a href="javascript:alert(1)">click</a>'],
  ['a JavaScript mixed case', '<a href="JaVaScRiPt:alert(1)">click</a>'],
  ['a entity-encoded javascript', '<a href="java&#115;cript:alert(1)">click</a>'],
  ['a hex entity javascript', '<a href="&#x6A;avascript:alert(1)">click</a>'],
  ['a entity colon', '<a href="javascript&colon;alert(1)">click</a>'],
  ['a tab inside scheme', '<a href="jav\tascript:alert(1)">click</a>'],
  ['a newline inside scheme', '<a href="java\nscript:alert(1)">click</a>'],
  ['a leading spaces', '<a href="   javascript:alert(1)">click</a>'],
  ['a data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
  ['a vbscript href', '<a href="vbscript:msgbox(1)">click</a>'],
  ['a onclick', '<a href="/ok" onclick="alert(1)">click</a>'],
  ['a onmouseover mixed case', '<a href="/ok" OnMouseOver="alert(1)">x</a>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  [
    'form action',
    '<form action="https://evil.example"><input name="p"><button formaction="javascript:alert(1)">go</button></form>',
  ],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['math href', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['math maction', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['body onload', '<body onload="alert(1)">x</body>'],
  ['details ontoggle', '<details open ontoggle="alert(1)">x</details>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['unclosed attribute', '<img src="x" alt="a onerror=alert(1)'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['nested script split', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
];

describe('sanitizeArticleHtml: XSS corpus', () => {
  it.each(XSS_CORPUS)('%s is neutralised', (_name, payload) => {
    const out = clean(payload);
    for (const pattern of FORBIDDEN) expect(out, `${pattern} in ${out}`).not.toMatch(pattern);
  });

  it('keeps the text around a removed script but not the script body', () => {
    expect(clean('<p>Before</p><script>alert("x")</script><p>After</p>')).toBe('<p>Before</p><p>After</p>');
  });

  it('drops the href of a javascript: link but keeps its text', () => {
    const out = clean('<a href="java&#115;cript:alert(1)">click</a>');
    expect(out).not.toContain('href');
    expect(out).toContain('click');
  });
});

describe('sanitizeArticleHtml: normal article markup survives', () => {
  it.each([
    '<p>Plain <strong>bold</strong> and <em>italic</em> text.</p>',
    '<h2>Heading</h2>',
    '<h3>Sub</h3>',
    '<h4>Small</h4>',
    '<ul><li>One</li><li>Two</li></ul>',
    '<ol><li>First</li></ol>',
    '<blockquote><p>Quote</p></blockquote>',
    '<a href="/products/jumla-apple">Jumla apples</a>',
    '<a href="#section">jump</a>',
    '<img src="/images/a.webp" alt="Apple" />',
    '<img src="https://cdn.example/a.jpg" alt="Apple" />',
    '<figure><img src="/a.webp" alt="A" /><figcaption>Caption</figcaption></figure>',
    '<table><thead><tr><th>Grain</th></tr></thead><tbody><tr><td>Kodo</td></tr></tbody></table>',
  ])('%s', (html) => {
    expect(clean(html)).toBe(html);
  });

  it('demotes h1 to h2 and caps h5/h6 at h4', () => {
    expect(clean('<h1>A</h1><h5>B</h5><h6>C</h6>')).toBe('<h2>A</h2><h4>B</h4><h4>C</h4>');
  });

  it('removes unknown tags but keeps their text', () => {
    expect(clean('<div><span class="x">Hello</span></div>')).toBe('Hello');
  });

  it('returns an empty string for empty or non-string input', () => {
    expect(clean('')).toBe('');
    expect(sanitizeArticleHtml(null, SITE)).toBe('');
    expect(sanitizeArticleHtml(undefined, SITE)).toBe('');
  });
});

describe('sanitizeArticleHtml: links (external or non-http open in a new tab with no-opener)', () => {
  it.each([
    ['https://www.example.org/report', true],
    ['http://other.example/x', true],
    ['//other.example/x', true],
    ['mailto:hello@shop.example', true],
    ['tel:+97715550100', true],
    ['https://shop.example/products', false],
    ['/products?category=Honey', false],
    ['products', false],
    ['#top', false],
  ])('%s → new tab: %s', (href, newTab) => {
    const out = clean(`<a href="${href}">x</a>`);
    expect(out).toContain(`href="${href}"`);
    if (newTab) expect(out).toContain('target="_blank" rel="noopener noreferrer"');
    else expect(out).not.toMatch(/target|rel=/);
  });

  it("replaces the author's own target and rel", () => {
    expect(clean('<a href="/products" target="_blank" rel="opener">x</a>')).toBe('<a href="/products">x</a>');
    expect(clean('<a href="https://evil.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://evil.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('opensInNewTab', () => {
  it('compares hosts, ports included', () => {
    expect(opensInNewTab('http://localhost:4321/a', 'http://localhost:4321')).toBe(false);
    expect(opensInNewTab('http://localhost:8090/a', 'http://localhost:4321')).toBe(true);
  });
  it('treats a missing href as internal', () => {
    expect(opensInNewTab(undefined, SITE)).toBe(false);
    expect(opensInNewTab('', SITE)).toBe(false);
  });
});

describe('classifyLink', () => {
  it.each([
    ['javascript:alert(1)', 'blocked'],
    ['jav\tascript:alert(1)', 'blocked'],
    ['  JAVASCRIPT:alert(1)', 'blocked'],
    ['data:text/html,x', 'blocked'],
    ['vbscript:x', 'blocked'],
    ['file:///etc/passwd', 'blocked'],
    ['http://[bad', 'blocked'],
    ['mailto:a@b.example', 'new-tab'],
    ['https://elsewhere.example', 'new-tab'],
    ['/x', 'same-tab'],
    ['https://shop.example/x', 'same-tab'],
  ] as const)('%s → %s', (href, kind) => {
    expect(classifyLink(href, SITE)).toBe(kind);
  });

  it('a blocked link keeps its text and gets neither href nor target', () => {
    expect(clean('<a href="java&#115;cript:alert(1)">click</a>')).toBe('<a>click</a>');
  });
});
