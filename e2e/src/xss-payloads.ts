// The stored-XSS corpus of e2e/test/xss.test.ts. Every payload, if a browser ever ran it, calls the
// trap `__xss(<id>)` the test installs before any page script (a subset also calls `alert(<id>)`, so
// the dialog event is a second trap). Ids are bare numbers so a call needs no quotes, which keeps the
// payloads valid in unquoted attributes and easy to encode.

export const PAYLOAD_FAMILIES = [
  'script tags',
  'event handlers',
  'dangerous URLs',
  'svg',
  'style',
  'meta and base',
  'html entities',
  'url encoding',
  'js escapes',
  'null bytes',
  'mutation xss',
  'markdown-ish',
  'template injection',
  'attribute breakouts',
  'code blocks',
  'mentions',
] as const;
export type PayloadFamily = (typeof PAYLOAD_FAMILIES)[number];

export interface XssPayload {
  id: number;
  family: PayloadFamily;
  /** The stored text, exactly as a user would submit it. */
  text: string;
}

/** Text before and after a payload, so a test can see the payload's neighbourhood rendered. */
export const marker = (kind: string, id: number) => `xq${kind}${String(id).padStart(3, '0')}`;

const chars = (js: string) => [...js];
/** `&#95;` for every character. */
const decimalEntities = (js: string) =>
  chars(js)
    .map((c) => `&#${c.codePointAt(0)};`)
    .join('');
/** `&#x5f;` for every character. */
const hexEntities = (js: string) =>
  chars(js)
    .map((c) => `&#x${c.codePointAt(0)?.toString(16)};`)
    .join('');
/** `&#0000095` without the semicolon, which HTML still decodes in attributes. */
const paddedEntities = (js: string) =>
  chars(js)
    .map((c) => `&#${String(c.codePointAt(0)).padStart(7, '0')}`)
    .join('');
const percent = (js: string) =>
  chars(js)
    .map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
const doublePercent = (js: string) => percent(js).replace(/%/g, '%25');
const jsHex = (js: string) =>
  chars(js)
    .map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .join('');
const charCodes = (js: string) =>
  chars(js)
    .map((c) => c.charCodeAt(0))
    .join(',');
const base64 = (text: string) => Buffer.from(text).toString('base64');

type Template = (js: string, id: number) => string;

// Each family's templates; `js` is the trap call of the payload being built.
const TEMPLATES: Record<PayloadFamily, Template[]> = {
  'script tags': [
    (js) => `<script>${js}</script>`,
    (js) => `<SCRIPT>${js}</SCRIPT>`,
    (js) => `<ScRiPt>${js}</sCrIpT>`,
    (js) => `<script type="text/javascript">${js}</script>`,
    (js) => `<script type=module>${js}</script>`,
    (js) => `<script src="data:text/javascript,${js}"></script>`,
    (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
    (js) => `<<script>script>${js}<</script>/script>`,
    (js) => `<script/x>${js}</script>`,
    (js) => `<script\n>${js}</script\n>`,
    (js) => `<div><p><script>${js}</script></p></div>`,
    (js) => `<p title="<script>${js}</script>">in an attribute</p>`,
    (js) => `<script>${js}//`,
    (js) => `<script>/*</script><script>*/${js}</script>`,
    (js) => `<img src=x alt="</script><script>${js}</script>">`,
  ],
  'event handlers': [
    (js) => `<img src=x onerror=${js}>`,
    (js) => `<IMG SRC=x OnErRoR="${js}">`,
    (js) => `<img/src=x/onerror=${js}>`,
    (js) => `<img src=x:x onerror=${js}//`,
    (js) => `<img src=x\tonerror\t=\t${js}>`,
    (js) => `<img src=x\fonerror=${js}>`,
    (js) => `<svg onload=${js}>`,
    (js) => `<svg/onload=${js}>`,
    (js) => `<body onload=${js}>`,
    (js) => `<body onpageshow=${js}>`,
    (js) => `<details open ontoggle=${js}>`,
    (js) => `<video src=x onerror=${js}></video>`,
    (js) => `<video><source onerror=${js}></video>`,
    (js) => `<audio src=x onerror=${js}></audio>`,
    (js) => `<audio src onloadstart=${js}></audio>`,
    (js) => `<input autofocus onfocus=${js}>`,
    (js) => `<select autofocus onfocus=${js}></select>`,
    (js) => `<textarea autofocus onfocus=${js}></textarea>`,
    (js) => `<div contenteditable autofocus onfocus=${js}>edit</div>`,
    (js) => `<marquee onstart=${js}>scroll</marquee>`,
    (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
    (js) => `<iframe onload=${js}></iframe>`,
    (js) => `<object data=x onerror=${js}></object>`,
    (js) => `<input type=image src=x onerror=${js}>`,
    (js) => `<link rel=stylesheet href=x onerror=${js}>`,
    (js) => `<style onload=${js}></style>`,
    (js) => `<div style="position:fixed;inset:0" onmouseover=${js}>cover</div>`,
    (js) => `<div style="position:fixed;inset:0" onpointermove=${js}>cover</div>`,
    (js) => `<table background=x onerror=${js}><tr><td>cell</td></tr></table>`,
    (js) => `<form><button autofocus onfocus=${js}>b</button></form>`,
    (js) => `<frameset onload=${js}>`,
    (js) => `<img src=x onerror="${js}"/>`,
  ],
  'dangerous URLs': [
    (js) => `<a href="javascript:${js}">link</a>`,
    (js) => `<a href="JaVaScRiPt:${js}">link</a>`,
    (js) => `<a href=" \n javascript:${js}">link</a>`,
    (js) => `<a href="java\tscr\nipt:${js}">link</a>`,
    (js) => `<a href="\x01javascript:${js}">link</a>`,
    (js) => `<a href="javascript&colon;${js}">link</a>`,
    (js) => `<a href="vbscript:msgbox(${js})">link</a>`,
    (js) => `<a href="data:text/html,<script>${js}</script>">link</a>`,
    (js) => `<a href="data:text/html;base64,${base64(`<script>${js}</script>`)}">link</a>`,
    (js) => `<form action="javascript:${js}"><button>go</button></form>`,
    (js) => `<form><button formaction="javascript:${js}">go</button></form>`,
    (js) => `<input type=submit formaction=javascript:${js} value=go>`,
    (js) => `<img src="javascript:${js}">`,
    (js) => `<iframe src="javascript:${js}"></iframe>`,
    (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`,
    (js) => `<object data="javascript:${js}"></object>`,
    (js) => `<embed src="javascript:${js}">`,
    (js) => `<map name=m><area shape=rect coords=0,0,99,99 href=javascript:${js}></map>`,
    (js) => `<math><mi xlink:href="javascript:${js}">m</mi></math>`,
  ],
  svg: [
    (js) => `<svg><script>${js}</script></svg>`,
    (js) => `<svg><a xlink:href="javascript:${js}"><text x=9 y=20>svg link</text></a></svg>`,
    (js) => `<svg><a href="javascript:${js}"><text x=9 y=20>svg link</text></a></svg>`,
    (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
    (js) => `<svg><a><animate attributeName=href values=javascript:${js} /><text x=9 y=20>t</text></a></svg>`,
    (js) => `<svg><set attributeName=onmouseover to=${js} /></svg>`,
    (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
    (js) =>
      `<svg><use href="data:image/svg+xml,<svg id='u' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js}'/></svg>#u"/></svg>`,
    (js) => `<svg><image href=x onerror=${js} /></svg>`,
    (js) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`,
    (js) => `<svg><g onload=${js}><rect width=9 height=9 /></g></svg>`,
    (js) => `<svg><discard onbegin=${js} /></svg>`,
    (js) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${js}'/>">`,
  ],
  style: [
    (js) => `<div style="background:url(javascript:${js})">bg</div>`,
    (js) => `<div style="width:expression(${js})">expr</div>`,
    (js) => `<p style="x:\\65 xpression(${js})">escaped expr</p>`,
    (js) => `<style>@import 'javascript:${js}';</style>`,
    (js) => `<style>body{background:url("javascript:${js}")}</style>`,
    (js) => `<link rel=stylesheet href="javascript:${js}">`,
    (js) => `<div style="behavior:url(#default#time2)" onbegin=${js}>b</div>`,
    (js) =>
      `<style>@keyframes xq{from{color:red}}</style><p style="animation-name:xq" onanimationstart=${js}>a</p>`,
  ],
  'meta and base': [
    (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
    (js) =>
      `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${js}</script>`)}">`,
    (js) => `<base href="javascript:${js}//">`,
    () => `<base href="https://attacker.example/">`,
    () => `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'">`,
  ],
  'html entities': [
    (js) => `<img src=x onerror="${decimalEntities(js)}">`,
    (js) => `<img src=x onerror="${hexEntities(js)}">`,
    (js) => `<img src=x onerror=${paddedEntities(js)}>`,
    (js) => `<a href="${decimalEntities('javascript:')}${js}">link</a>`,
    (js) => `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${hexEntities(js)}">link</a>`,
    (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
    (js) => `&#60;img src=x onerror=${js}&#62;`,
    (js) => `<a title="&lt;/a&gt;&lt;img src=x onerror=${js}&gt;">title</a>`,
  ],
  'url encoding': [
    (js) => `<a href="javascript:${percent(js)}">link</a>`,
    (js) => `<a href="javascript:${doublePercent(js)}">link</a>`,
    (js) => `<iframe src="javascript:${percent(js)}"></iframe>`,
    (js) => `<a href="%6A%61%76%61%73%63%72%69%70%74:${js}">link</a>`,
    (js) => `%3Cscript%3E${js}%3C%2Fscript%3E`,
    (js) => `%253Cimg%2520src%253Dx%2520onerror%253D${js}%253E`,
  ],
  'js escapes': [
    (_js, id) => `<img src=x onerror="\\u005f\\u005fxss(${id})">`,
    (js) => `<img src=x onerror="eval('${jsHex(js)}')">`,
    (js) => `<img src=x onerror="eval(String.fromCharCode(${charCodes(js)}))">`,
    (js) => `<img src=x onerror="eval(atob('${base64(js)}'))">`,
    (_js, id) => `<script>\\u005f\\u005fxss(${id})</script>`,
    (js) => `\uff1cscript\uff1e${js}\uff1c/script\uff1e`,
    (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
    (_js, id) => `<img src=x onerror=top['__xss'](${id})>`,
    (_js, id) => `<img src=x onerror=window[/__xss/.source](${id})>`,
    (_js, id) => `<img src=x onerror=[${id}].find(__xss)>`,
  ],
  'null bytes': [
    (js) => `<scr\0ipt>${js}</scr\0ipt>`,
    (js) => `<img src=x o\0nerror=${js}>`,
    (js) => `<img src=x onerror\0=${js}>`,
    (js) => `<img\0src=x onerror=${js}>`,
    (js) => `<a href="java\0script:${js}">link</a>`,
    (js) => `<a href="javascript\0:${js}">link</a>`,
  ],
  'mutation xss': [
    (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
    (js) => `<template><img src=x onerror=${js}></template>`,
    (js) => `<template><style></template><img src=x onerror=${js}></style></template>`,
    (js) => `<title><img src=x onerror=${js}></title>`,
    (js) => `<textarea><img src=x onerror=${js}></textarea>`,
    (js) => `<style><img src=x onerror=${js}></style>`,
    (js) => `<svg><style><img src=x onerror=${js}></style></svg>`,
    (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
    (js) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${js}&gt;">`,
    (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
    (js) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${js} src=1>">`,
    (js) => `<xmp><img src=x onerror=${js}></xmp>`,
    (js) => `<iframe><img src=x onerror=${js}></iframe>`,
    (js) => `<noembed><img title="</noembed><img src=x onerror=${js}>"></noembed>`,
    (js) => `<noframes><img title="</noframes><img src=x onerror=${js}>"></noframes>`,
    (js) => `<!--<img src="--><img src=x onerror=${js}//">`,
    (js) => `<![CDATA[><img src=x onerror=${js}>]]>`,
    (js) => `<svg><![CDATA[><img src=x onerror=${js}>]]></svg>`,
    (js) => `<? x="><img src=x onerror=${js}>">`,
    (js) => `<div><template shadowrootmode="open"><img src=x onerror=${js}></template></div>`,
    (js) => `<plaintext><img src=x onerror=${js}>`,
  ],
  'markdown-ish': [
    (js) => `[click me](javascript:${js})`,
    (js) => `![pic](x" onerror="${js})`,
    (js) => `<javascript:${js}>`,
    (js) => `[ref]: javascript:${js} "title"`,
    (js) => `\`<img src=x onerror=${js}>\``,
    (js) => `**<img src=x onerror=${js}>**`,
  ],
  'template injection': [
    (js) => `{{constructor.constructor('${js}')()}}`,
    (js) => `\${${js}}`,
    (js) => `{{${js}}}`,
    (js) => `<%= ${js} %>`,
    (js) => `#{${js}}`,
    (js) => `<div ng-app>{{$on.constructor('${js}')()}}</div>`,
    (js) => `[[${js}]]`,
  ],
  'attribute breakouts': [
    (js) => `"><img src=x onerror=${js}>`,
    (js) => `'><img src=x onerror=${js}>`,
    (js) => `"><svg onload=${js}>`,
    (js) => `" onmouseover="${js}" x="`,
    (js) => `' autofocus onfocus='${js}' x='`,
    (js) => `</textarea><img src=x onerror=${js}>`,
    (js) => `</title><img src=x onerror=${js}>`,
    (js) => `</style><img src=x onerror=${js}>`,
    (js) => `</script><img src=x onerror=${js}>`,
    (js) => `</noscript><img src=x onerror=${js}>`,
    (js) => `--><img src=x onerror=${js}>`,
    (js) => `]]><img src=x onerror=${js}>`,
    (js) => `"></a><img src=x onerror=${js}>`,
    (js) => `';${js};//`,
    (js) => `";${js};//`,
    (js) =>
      `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${js}//'>`,
  ],
  // Code blocks keep pre/code and a language class, and the reader re-renders their text as
  // highlighted markup: escaped code must stay text, and the class must not become a way in.
  'code blocks': [
    (js) => `<pre><code class="language-html">&lt;img src=x onerror=${js}&gt;</code></pre>`,
    (js) => `<pre><code class="language-html"><img src=x onerror=${js}></code></pre>`,
    (js) => `<pre><code class="language-javascript" onmouseover="${js}">hover me</code></pre>`,
    (js) => `<pre><code class='language-javascript" autofocus onfocus="${js}" x="'>q</code></pre>`,
    (js) => `<pre><code class="language-html">&lt;/code&gt;&lt;/pre&gt;&lt;svg onload=${js}&gt;</code></pre>`,
    (js) => `<pre><code class="language-html">&lt;script&gt;${js}&lt;/script&gt;</code></pre>`,
    (js) =>
      `<pre><code class="language-php">&lt;?php echo "&lt;img src=x onerror=${js}&gt;"; ?&gt;</code></pre>`,
    (js) => `<pre><code class="language-css">&lt;/style&gt;&lt;img src=x onerror=${js}&gt;</code></pre>`,
    (js) => `<pre><code class="language-html hljs"><a href="javascript:${js}">link</a></code></pre>`,
    (js) => `<pre><code class="language-${js}">x</code></pre>`,
    (js) => `<code class="language-html">&lt;img src=x onerror=${js}&gt;</code>`,
    (js) => `\`\`\`html\n<img src=x onerror=${js}>\n\`\`\``,
  ],
  // `@name` becomes a link when written (the site's `e2eadmin` exists: e2e/src/site.ts): what
  // follows a name, a name where no link may be, and links dressed as mentions must all stay inert.
  mentions: [
    (js) => `@<img src=x onerror=${js}>`,
    (js) => `@e2eadmin<img src=x onerror=${js}>`,
    (js) => `@e2eadmin"><img src=x onerror=${js}>`,
    (js) => `@e2eadmin' onmouseover='${js}' x='`,
    (js) => `<a href="https://example.com/@e2eadmin" onmouseover="${js}">@e2eadmin</a>`,
    (js) => `<a data-mention href="javascript:${js}">@e2eadmin</a>`,
    (js) => `<a href="/profile/x" data-mention onclick="${js}">@e2eadmin</a>`,
    (js) => `<code>@e2eadmin</code><svg onload=${js}>`,
  ],
};

function build(): XssPayload[] {
  const list: XssPayload[] = [];
  for (const family of PAYLOAD_FAMILIES) {
    for (const template of TEMPLATES[family]) {
      const id = list.length + 1;
      // Every fifth payload also opens a dialog, so the dialog listener is a trap of its own.
      const js = id % 5 === 0 ? `__xss(${id}),alert(${id})` : `__xss(${id})`;
      list.push({ id, family, text: template(js, id) });
    }
  }
  return list;
}

export const PAYLOADS: readonly XssPayload[] = build();

/** Payloads short enough for fields with tight limits (tags: 40 characters, category names: 60). */
export function payloadsUpTo(maxLength: number): XssPayload[] {
  return PAYLOADS.filter((p) => p.text.length <= maxLength);
}

const RAW_TEXT = ['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed', 'noframes'];

/**
 * True when a parser may read the rest of the field as part of this payload, so nothing stored
 * after it in the same field would show: a raw-text element (style, textarea, ...) or a comment it
 * never closes, one whose closing tag hides in an attribute, or a raw-text tag inside SVG/MathML,
 * where parsers disagree on where it ends (a sanitizer then drops the rest: safe, but the next
 * payload's marker would be gone too).
 */
export function swallowsRest(p: XssPayload): boolean {
  const text = p.text.toLowerCase();
  if (text.includes('<plaintext')) return true;
  if (text.includes('<!--') && !text.includes('-->')) return true;
  // A closing raw-text tag inside a quoted attribute: parsers that read the tag as raw text end it there.
  if (new RegExp(`=\\s*(["'])(?:(?!\\1)[\\s\\S])*</(${RAW_TEXT.join('|')})\\b`).test(text)) return true;
  const rawTags = RAW_TEXT.filter((tag) => new RegExp(`<${tag}\\b`).test(text));
  if (rawTags.length > 0 && /<(svg|math)\b/.test(text)) return true;
  return rawTags.some((tag) => {
    const opens = text.match(new RegExp(`<${tag}\\b`, 'g'))?.length ?? 0;
    const closes = text.match(new RegExp(`</${tag}\\b`, 'g'))?.length ?? 0;
    return opens > closes;
  });
}

/**
 * Payloads in groups of at most `size` that can share one field: a payload that swallows what
 * follows it always ends its group, so every other payload's marker still renders.
 */
export function inGroups(list: readonly XssPayload[], size: number): XssPayload[][] {
  const groups: XssPayload[][] = [];
  let current: XssPayload[] = [];
  for (const p of list) {
    current.push(p);
    if (current.length === size || swallowsRest(p)) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
