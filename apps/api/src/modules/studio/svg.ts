// An uploaded SVG cover is parsed as strict XML and written out again from what was understood, with
// everything active left out (decision 010). Rebuilding the document, rather than searching the
// uploaded text, means the stored file holds nothing this parser did not see. It is also always
// served as an image with a Content-Security-Policy of default-src 'none', so this is a second wall.

export type SvgResult = { ok: true; svg: string; removed: string[] } | { ok: false; reason: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements dropped with everything inside them: scripts, other documents, event and animation hooks. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'applet',
  'meta',
  'link',
  'base',
  'handler',
  'listener',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'set',
  'discard',
]);

const MAX_DEPTH = 200;
const MAX_ELEMENTS = 100_000;

const NAME = /^[\p{L}_:][\p{L}\p{N}_.:-]*$/u;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

class SvgError extends Error {}

/** Predefined and numeric character references; anything else would need a DTD, which we refuse. */
function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new SvgError('a bare & in text');
    if (ref.startsWith('#x') || ref.startsWith('#X')) return codePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return codePoint(Number.parseInt(ref.slice(1), 10));
    const value = PREDEFINED[ref];
    if (value === undefined) throw new SvgError(`an unknown entity &${ref};`);
    return value;
  });
}

function codePoint(n: number): string {
  if (!Number.isInteger(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff))
    throw new SvgError('a character reference out of range');
  return String.fromCodePoint(n);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** What a browser would see once spaces and control characters inside a URL are ignored. */
const squashed = (value: string) =>
  [...value]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();

const ACTIVE_URL = /(?:javascript|vbscript|livescript):|data:(?!image\/(?:png|jpe?g|gif|webp)[;,])/;
const UNSAFE_CSS = /@import|expression\(|behavior:|-moz-binding|url\((?!['"]?#)/;

function safeHref(value: string): boolean {
  const v = squashed(value);
  return v.startsWith('#') || /^data:image\/(?:png|jpe?g|gif|webp);base64,/.test(v);
}

interface Attr {
  name: string;
  value: string;
}

/** Which attributes of an element survive, and why the others did not. */
function keepAttributes(attrs: Attr[], removed: Set<string>): Attr[] {
  const kept: Attr[] = [];
  for (const attr of attrs) {
    const lower = attr.name.toLowerCase();
    const local = lower.includes(':') ? lower.slice(lower.indexOf(':') + 1) : lower;
    const prefix = lower.includes(':') ? lower.slice(0, lower.indexOf(':')) : '';
    if (local.startsWith('on')) {
      removed.add('event handler attributes');
      continue;
    }
    if (lower === 'xmlns') {
      kept.push(attr);
      continue;
    }
    if (prefix === 'xmlns') {
      // Only the xlink prefix is kept (prefixed elements and attributes are dropped below).
      if (local === 'xlink' && attr.value === XLINK_NS) kept.push(attr);
      continue;
    }
    if (prefix && prefix !== 'xlink' && prefix !== 'xml') {
      removed.add('attributes of other namespaces');
      continue;
    }
    if (local === 'href') {
      if (safeHref(attr.value)) kept.push(attr);
      else removed.add('links to other files or scripts');
      continue;
    }
    const squashedValue = squashed(attr.value);
    if (ACTIVE_URL.test(squashedValue)) {
      removed.add('javascript: URLs');
      continue;
    }
    if ((local === 'style' || /url\(/.test(squashedValue)) && UNSAFE_CSS.test(squashedValue)) {
      removed.add('styles that load other files');
      continue;
    }
    kept.push(attr);
  }
  return kept;
}

/**
 * Parses `bytes` as an SVG document (UTF-8, a single <svg> root in the SVG namespace, no DTD with
 * declarations, no unknown entities) and returns it rebuilt without scripts, foreignObject,
 * animation, event handler attributes, javascript: and external URLs, or why it is not an SVG.
 */
export function sanitizeSvg(bytes: Uint8Array): SvgResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'it is not UTF-8 text' };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return parse(text);
  } catch (err) {
    if (err instanceof SvgError) return { ok: false, reason: err.message };
    throw err;
  }
}

function parse(text: string): SvgResult {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  const removed = new Set<string>();
  /** Open elements: name, and whether it is being left out (with everything inside). */
  const stack: { name: string; dropped: boolean }[] = [];
  let rootSeen = false;
  let rootClosed = false;
  let elements = 0;
  let i = 0;

  const dropping = () => stack.some((e) => e.dropped);
  const fail = (why: string): never => {
    throw new SvgError(why);
  };

  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = lt < 0 ? text.slice(i) : text.slice(i, lt);
    if (chunk) {
      if (stack.length === 0) {
        if (chunk.trim()) fail('there is text outside the <svg> element');
      } else {
        const decoded = decodeEntities(chunk);
        if (chunk.includes(']]>')) fail('a stray ]]>');
        if (!dropping()) out.push(escapeText(decoded));
      }
    }
    if (lt < 0) break;
    i = lt;

    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) fail('a comment is not closed');
      i = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      if (end < 0) fail('a CDATA section is not closed');
      if (stack.length === 0) fail('there is text outside the <svg> element');
      if (!dropping()) out.push(escapeText(text.slice(i + 9, end)));
      i = end + 3;
      continue;
    }
    if (text.startsWith('<!DOCTYPE', i) || text.startsWith('<!doctype', i)) {
      if (rootSeen) fail('a DOCTYPE after the root element');
      const end = text.indexOf('>', i);
      if (end < 0) fail('the DOCTYPE is not closed');
      // A DOCTYPE that declares entities (an internal subset) can expand without end: refused.
      if (text.slice(i, end).includes('[')) fail('the DOCTYPE declares entities');
      i = end + 1;
      continue;
    }
    if (text.startsWith('<!', i)) fail('an unknown <! declaration');
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) fail('a processing instruction is not closed');
      const target = /^<\?([^\s?]+)/.exec(text.slice(i, end))?.[1] ?? '';
      if (target.toLowerCase() === 'xml' && i !== 0) fail('the XML declaration is not at the start');
      if (target.toLowerCase() !== 'xml') removed.add('processing instructions');
      i = end + 2;
      continue;
    }
    if (text.startsWith('</', i)) {
      const end = text.indexOf('>', i);
      if (end < 0) fail('a closing tag is not closed');
      const name = text.slice(i + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name) fail(`</${name}> does not close the element it should`);
      if (open && !open.dropped && !dropping()) out.push(`</${name}>`);
      if (stack.length === 0) rootClosed = true;
      i = end + 1;
      continue;
    }

    // A start tag: <name attr="value" ...> or <name .../>
    const tag = readStartTag(text, i);
    i = tag.end;
    elements += 1;
    if (elements > MAX_ELEMENTS) fail('there are too many elements');
    if (stack.length >= MAX_DEPTH) fail('the elements are nested too deeply');
    if (stack.length === 0) {
      if (rootSeen || rootClosed) fail('there is more than one root element');
      rootSeen = true;
      if (tag.name !== 'svg') fail('the root element is not <svg>');
      const ns = tag.attrs.find((a) => a.name === 'xmlns')?.value;
      if (ns !== undefined && ns !== SVG_NS) fail('the root element is not in the SVG namespace');
    }
    const lower = tag.name.toLowerCase();
    const local = lower.includes(':') ? lower.slice(lower.indexOf(':') + 1) : lower;
    const ownNs = tag.attrs.find((a) => a.name === 'xmlns')?.value;
    let drop = false;
    if (DROPPED_ELEMENTS.has(local)) {
      drop = true;
      removed.add(local === 'script' ? 'scripts' : `<${tag.name}> elements`);
    } else if (lower.includes(':') || (ownNs !== undefined && ownNs !== SVG_NS)) {
      // Elements of other vocabularies (XHTML, editor metadata) are not part of the picture.
      drop = true;
      removed.add('elements of other namespaces');
    }
    if (!drop && !dropping()) {
      let attrs = keepAttributes(tag.attrs, removed);
      if (stack.length === 0) {
        // The root always declares the SVG and xlink namespaces, so kept xlink:href stays bound.
        if (!attrs.some((a) => a.name === 'xmlns')) attrs = [{ name: 'xmlns', value: SVG_NS }, ...attrs];
        if (!attrs.some((a) => a.name === 'xmlns:xlink'))
          attrs.push({ name: 'xmlns:xlink', value: XLINK_NS });
      }
      const rendered = attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
      out.push(`<${tag.name}${rendered}${tag.selfClosing ? '/>' : '>'}`);
    }
    if (tag.selfClosing) {
      if (stack.length === 0) rootClosed = true;
    } else {
      stack.push({ name: tag.name, dropped: drop });
      if (lower === 'style' && !dropping()) i = checkStyle(text, i, out, removed);
    }
  }
  if (!rootSeen) fail('there is no <svg> element');
  if (stack.length > 0) fail(`<${stack.at(-1)?.name}> is not closed`);
  return { ok: true, svg: out.join(''), removed: [...removed] };
}

/**
 * The text of a <style> element: kept when it loads nothing from elsewhere, otherwise emptied.
 * Returns where parsing continues (at its closing tag).
 */
function checkStyle(text: string, from: number, out: string[], removed: Set<string>): number {
  const close = text.indexOf('</', from);
  if (close < 0) throw new SvgError('a <style> element is not closed');
  const raw = text.slice(from, close);
  let css = '';
  // The style text may be plain text or one CDATA section.
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  if (cdata) css = cdata[1] ?? '';
  else if (raw.includes('<')) throw new SvgError('a <style> element holds markup');
  else css = decodeEntities(raw);
  const squashedCss = squashed(css);
  if (UNSAFE_CSS.test(squashedCss) || ACTIVE_URL.test(squashedCss))
    removed.add('styles that load other files');
  else out.push(escapeText(css));
  return close;
}

function readStartTag(
  text: string,
  start: number,
): { name: string; attrs: Attr[]; selfClosing: boolean; end: number } {
  let i = start + 1;
  const nameMatch = /^[^\s/>]+/.exec(text.slice(i, i + 200));
  const name = nameMatch?.[0] ?? '';
  if (!NAME.test(name)) throw new SvgError('an element has a name that is not valid XML');
  i += name.length;
  const attrs: Attr[] = [];
  const seen = new Set<string>();
  for (;;) {
    const ws = /^\s*/.exec(text.slice(i, i + 1000))?.[0].length ?? 0;
    i += ws;
    if (text.startsWith('/>', i)) return { name, attrs, selfClosing: true, end: i + 2 };
    if (text.startsWith('>', i)) return { name, attrs, selfClosing: false, end: i + 1 };
    if (i >= text.length) throw new SvgError(`<${name}> is not closed`);
    if (ws === 0) throw new SvgError(`the attributes of <${name}> are not separated`);
    const attrMatch = /^([^\s=/>]+)\s*=\s*(["'])/.exec(text.slice(i, i + 300));
    if (!attrMatch) throw new SvgError(`an attribute of <${name}> is not valid XML`);
    const attrName = attrMatch[1] ?? '';
    const quote = attrMatch[2] ?? '"';
    if (!NAME.test(attrName)) throw new SvgError(`an attribute of <${name}> is not valid XML`);
    if (seen.has(attrName)) throw new SvgError(`<${name}> repeats the attribute ${attrName}`);
    seen.add(attrName);
    i += attrMatch[0].length;
    const close = text.indexOf(quote, i);
    if (close < 0) throw new SvgError(`an attribute of <${name}> is not closed`);
    const raw = text.slice(i, close);
    if (raw.includes('<')) throw new SvgError(`an attribute of <${name}> holds a <`);
    attrs.push({ name: attrName, value: decodeEntities(raw) });
    i = close + 1;
  }
}
