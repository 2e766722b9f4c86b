import { decodeEntities, safeUrl, sanitizeHtml } from '../../src/domain/richText'

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and attributes', () => {
    expect(sanitizeHtml('<h3>标题</h3><p>一段<strong>重点</strong>和<em>强调</em></p><ul><li>一</li><li>二</li></ul>')).toBe(
      '<h3>标题</h3><p>一段<strong>重点</strong>和<em>强调</em></p><ul><li>一</li><li>二</li></ul>',
    )
    expect(sanitizeHtml('<a href="https://example.com/x?a=1&amp;b=2" title="说明">链接</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" title="说明">链接</a>',
    )
    expect(sanitizeHtml('<td colspan="2" rowspan="x">格</td>')).toBe('<td colspan="2">格</td>')
    expect(sanitizeHtml('<img src="https://a.cn/1.png" alt="图">')).toBe('<img src="https://a.cn/1.png" alt="图">')
  })

  it('drops scripts, styles, frames and the like with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(sanitizeHtml('<STYLE>p{color:red}</STYLE>ok')).toBe('ok')
    expect(sanitizeHtml('<iframe src="https://x"></iframe><object data="x"></object>done')).toBe('done')
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>x')).toBe('x')
    expect(sanitizeHtml('<p>a<script>never closed')).toBe('<p>a</p>')
    expect(sanitizeHtml('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<script/i)
  })

  it('drops every event handler and any attribute not on the list', () => {
    expect(sanitizeHtml('<p onclick="x()" style="position:fixed" class="c" id="i">t</p>')).toBe('<p>t</p>')
    expect(sanitizeHtml('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png">')
    expect(sanitizeHtml('<img src=x onerror=alert(1)//>')).not.toContain('onerror')
    expect(sanitizeHtml('<a href="/p" onmouseover=\'x()\'>a</a>')).toBe('<a href="/p">a</a>')
    // a '>' inside a quoted value does not end the tag early
    expect(sanitizeHtml('<a title="a>b" onclick="x">t</a>')).toBe('<a title="a&gt;b">t</a>')
  })

  it('keeps no javascript:, data: or other unsafe address, however it is spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example.com',
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img>')
    expect(sanitizeHtml('<a href="mailto:a@b.cn">m</a><a href="tel:4008006688">t</a><a href="#top">#</a>')).toBe(
      '<a href="mailto:a@b.cn">m</a><a href="tel:4008006688">t</a><a href="#top">#</a>',
    )
    expect(sanitizeHtml('<img src="tel:1">')).toBe('<img>')
  })

  it('keeps the text of unknown tags, removes comments and doctypes, escapes stray brackets', () => {
    expect(sanitizeHtml('<!DOCTYPE html><!-- 注释 --><custom-tag>文字</custom-tag><font color=red>红</font>')).toBe('文字红')
    expect(sanitizeHtml('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2')
    expect(sanitizeHtml('<a href="x>t')).toBe('&lt;a href="x&gt;t')
    expect(sanitizeHtml('&lt;script&gt; stays text')).toBe('&lt;script&gt; stays text')
  })

  it('closes what it opened and ignores closings of what it did not', () => {
    expect(sanitizeHtml('<p><strong>a</p>b</em>')).toBe('<p><strong>a</strong></p>b')
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>')
    expect(sanitizeHtml('a<br>b<hr/>c')).toBe('a<br>b<hr>c')
  })

  it('adds the app’s own inline styles after sanitising', () => {
    expect(sanitizeHtml('<p style="color:red">t</p>', { p: 'margin:0;color:#333' })).toBe('<p style="margin:0;color:#333">t</p>')
  })

  it('answers an empty string for what is not text', () => {
    expect(sanitizeHtml(undefined as unknown as string)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('safeUrl and decodeEntities', () => {
  it('reads entities as a browser does', () => {
    expect(decodeEntities('&#106;&#x61;&amp;&lt;&unknown;')).toBe('ja&<&unknown;')
  })
  it('allows http(s), mailto, tel, paths and anchors for links; http(s) and paths for images', () => {
    expect(safeUrl('https://a.cn')).toBe('https://a.cn')
    expect(safeUrl('/pages/x?a=1')).toBe('/pages/x?a=1')
    expect(safeUrl('mailto:a@b.cn')).toBe('mailto:a@b.cn')
    expect(safeUrl('mailto:a@b.cn', 'src')).toBeNull()
    expect(safeUrl('')).toBeNull()
  })
})
