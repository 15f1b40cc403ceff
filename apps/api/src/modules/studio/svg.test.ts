import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg.ts';

const run = (text: string | Uint8Array) => sanitizeSvg(typeof text === 'string' ? Buffer.from(text) : text);
function clean(text: string): string {
  const result = run(text);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.svg;
}
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';

describe('sanitizeSvg keeps pictures', () => {
  it('keeps shapes, gradients, styles, titles, fragment links and embedded images', () => {
    const input = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- made by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" role="img">
  <title>Sun &amp; sky</title>
  <style><![CDATA[ .a { fill: #ff0; } .b > .c { stroke: url(#g); } ]]></style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <circle class="a" cx="5" cy="5" r="4" style="fill: url(#g)"/>
  <use xlink:href="#g"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <text x="1" y="9" xml:space="preserve">5 &lt; 6</text>
</svg>`;
    const svg = clean(input);
    expect(svg).toContain('<title>Sun &amp; sky</title>');
    expect(svg).toContain('.b &gt; .c { stroke: url(#g); }');
    expect(svg).toContain('<circle class="a" cx="5" cy="5" r="4" style="fill: url(#g)"/>');
    expect(svg).toContain('<use xlink:href="#g"/>');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(svg).toContain('<text x="1" y="9" xml:space="preserve">5 &lt; 6</text>');
    expect(svg).not.toContain('DOCTYPE');
    expect(svg).not.toContain('made by hand');
    expect(run(svg)).toEqual({ ok: true, svg, removed: [] });
  });

  it('adds the SVG namespace when the root has none, and reads a UTF-8 byte order mark', () => {
    const svg = clean('\uFEFF<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>');
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"');
  });
});

describe('sanitizeSvg removes anything active', () => {
  const cases: [string, string, string][] = [
    ['script', `${SVG_OPEN}<script>alert(1)</script><rect/></svg>`, 'scripts'],
    ['script in CDATA', `${SVG_OPEN}<script><![CDATA[alert(1)]]></script></svg>`, 'scripts'],
    ['event handler', `${SVG_OPEN}<rect onclick="alert(1)" ONLOAD="x()"/></svg>`, 'event handler attributes'],
    [
      'javascript: href',
      `${SVG_OPEN}<a href="javascript:alert(1)"><rect/></a></svg>`,
      'links to other files or scripts',
    ],
    [
      'encoded javascript:',
      `${SVG_OPEN}<a href="&#106;ava&#x09;script:alert(1)"><rect/></a></svg>`,
      'links to other files or scripts',
    ],
    [
      'external href',
      `${SVG_OPEN}<image href="https://evil.example/x.png"/></svg>`,
      'links to other files or scripts',
    ],
    [
      'foreignObject',
      `${SVG_OPEN}<foreignObject><div>hi</div></foreignObject></svg>`,
      '<foreignObject> elements',
    ],
    [
      'animation',
      `${SVG_OPEN}<a><set attributeName="href" to="javascript:alert(1)"/></a></svg>`,
      '<set> elements',
    ],
    ['iframe', `${SVG_OPEN}<iframe src="x"/></svg>`, '<iframe> elements'],
    [
      'XHTML inside',
      `${SVG_OPEN}<div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></svg>`,
      'elements of other namespaces',
    ],
    [
      'prefixed element',
      `${SVG_OPEN}<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
      'scripts',
    ],
    ['editor metadata', `${SVG_OPEN}<sodipodi:namedview/></svg>`, 'elements of other namespaces'],
    [
      'css import',
      `${SVG_OPEN}<style>@import url(https://evil.example/a.css);</style></svg>`,
      'styles that load other files',
    ],
    [
      'style url',
      `${SVG_OPEN}<rect style="background:url(https://evil.example/t)"/></svg>`,
      'styles that load other files',
    ],
    ['attribute javascript', `${SVG_OPEN}<rect fill="javascript:alert(1)"/></svg>`, 'javascript: URLs'],
    [
      'data html',
      `${SVG_OPEN}<image href="data:text/html,&lt;script&gt;"/></svg>`,
      'links to other files or scripts',
    ],
    [
      'stylesheet PI',
      `<?xml-stylesheet href="https://evil.example/a.css"?>${SVG_OPEN}<rect/></svg>`,
      'processing instructions',
    ],
  ];
  for (const [name, input, why] of cases) {
    it(name, () => {
      const result = run(input);
      expect(result.ok, name).toBe(true);
      if (!result.ok) return;
      expect(result.removed).toContain(why);
      const lower = result.svg.toLowerCase();
      for (const bad of [
        'alert',
        'javascript',
        'evil.example',
        'onclick',
        'onload',
        'onerror',
        '<iframe',
        '<div',
      ])
        expect(lower, name).not.toContain(bad);
    });
  }
});

describe('sanitizeSvg refuses what is not an SVG image', () => {
  const cases: [string, string | Uint8Array][] = [
    ['plain text', 'hello'],
    ['empty', ''],
    ['HTML', '<html><body><svg></svg></body></html>'],
    ['not UTF-8', Uint8Array.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe, 0x3e])],
    [
      'entity declarations',
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    ],
    ['unknown entity', `${SVG_OPEN}&nbsp;</svg>`],
    ['bare ampersand', `${SVG_OPEN}Tom & Jerry</svg>`],
    ['unclosed element', `${SVG_OPEN}<g><rect/></svg>`],
    ['not closed at all', `${SVG_OPEN}<rect/>`],
    ['wrong namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>'],
    ['two roots', `${SVG_OPEN}</svg><svg></svg>`],
    ['text after the root', `${SVG_OPEN}</svg>trailing`],
    ['< in an attribute', `${SVG_OPEN}<rect class="a<b"/></svg>`],
    ['repeated attribute', `${SVG_OPEN}<rect x="1" x="2"/></svg>`],
    ['unquoted attribute', `${SVG_OPEN}<rect x=1/></svg>`],
    ['too deep', `${SVG_OPEN}${'<g>'.repeat(250)}${'</g>'.repeat(250)}</svg>`],
    ['character reference out of range', `${SVG_OPEN}&#xD800;</svg>`],
  ];
  for (const [name, input] of cases) {
    it(name, () => {
      const result = run(input);
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.reason.length).toBeGreaterThan(3);
    });
  }
});

describe('sanitizeSvg on any input', () => {
  const pieces = [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '</svg>',
    '<g>',
    '</g>',
    '<rect/>',
    '<script>',
    '</script>',
    '<a href="javascript:x">',
    '</a>',
    ' onload="x"',
    '<rect onclick="x"/>',
    '<foreignObject>',
    '</foreignObject>',
    '<style>',
    '</style>',
    '@import url(x);',
    '<![CDATA[',
    ']]>',
    '<!--',
    '-->',
    '&amp;',
    '&#106;',
    '<',
    '>',
    '"',
    'text',
    ' ',
  ];
  it('never throws and never lets a script, handler or javascript: URL through', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const result = run(parts.join(''));
        if (!result.ok) return true;
        const lower = result.svg.toLowerCase();
        expect(lower).not.toContain('<script');
        // A handler attribute inside a tag (' onload="x"' as text between tags is harmless text).
        expect(lower).not.toMatch(/<[^>]*\son\w+\s*=/);
        expect(lower).not.toContain('javascript:');
        // '@import' as text between tags is harmless words; inside a <style> it would load CSS.
        for (const [, css] of lower.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
          expect(css).not.toContain('@import');
        expect(lower).not.toContain('<foreignobject');
        // What was written out is itself an SVG this parser accepts unchanged.
        const again = run(result.svg);
        expect(again.ok && again.svg).toBe(result.svg);
        return true;
      }),
      { numRuns: 2000 },
    );
  });
});
