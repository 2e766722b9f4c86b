/**
 * The share poster: what it draws (name, status, facts, roles, the QR code), how long names wrap, and the sheet that
 * asks for the profile's code, fetches its QR image, draws the poster into a PNG and saves it.
 */
import Taro from '@tarojs/taro'
import { render, screen, fireEvent } from '@testing-library/react'
import { ShareButton, shareTitle } from '../../../src/components/SharePoster'
import { drawPoster, measurePoster, wrapText, type PosterContext } from '../../../src/components/SharePoster/poster'
import { companyPoster, personPoster } from '../../../src/components/SharePoster/specs'
import type { CompanyHeader, PersonDetail } from '../../../contract/api/api'
import { setupPage, settle } from '../pages/harness'

const head = {
  pid: 'P1',
  name: '深圳市腾飞科技有限公司',
  status: '存续',
  creditCode: '91440300MA5XXXXXX1',
  legalPerson: '王伟',
  regCapitalText: '5000万人民币',
  established: '2015-03-02',
} as CompanyHeader

const person = {
  personId: 'X1',
  name: '王伟',
  companyCount: 5,
  legalCount: 2,
  shareholderCount: 3,
  executiveCount: 1,
  roles: [
    { pid: 'A', companyName: '甲公司', status: '存续', roles: ['股东'], regCapitalText: '', regionName: '', since: '' },
    { pid: 'B', companyName: '乙公司', status: '存续', roles: ['法定代表人', '执行董事'], regCapitalText: '', regionName: '', since: '' },
  ],
  partners: [],
} as PersonDetail

/** A canvas context that records what is drawn; every character is 10 units wide. */
function recorder() {
  const texts: string[] = []
  const images: Array<{ image: unknown; x: number; y: number; w: number; h: number }> = []
  const ctx: PosterContext & { scale: jest.Mock } = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    beginPath: jest.fn(),
    closePath: jest.fn(),
    moveTo: jest.fn(),
    lineTo: jest.fn(),
    arcTo: jest.fn(),
    fill: jest.fn(),
    stroke: jest.fn(),
    fillRect: jest.fn(),
    fillText: (t: string) => void texts.push(t),
    measureText: (t: string) => ({ width: Array.from(t).length * 10 }),
    setLineDash: jest.fn(),
    createLinearGradient: () => ({ addColorStop: jest.fn() }) as unknown as CanvasGradient,
    drawImage: ((image: unknown, x: number, y: number, w: number, h: number) => void images.push({ image, x, y, w, h })) as never,
    scale: jest.fn(),
  }
  return { ctx, texts, images }
}

describe('the poster', () => {
  it('draws a company’s name, status, legal representative, capital, date and its QR code', () => {
    const { ctx, texts, images } = recorder()
    const spec = companyPoster(head)
    const size = measurePoster(ctx, spec)
    drawPoster(ctx, spec, size, 'QR-IMAGE')
    for (const t of [
      '云企查',
      '深圳市腾飞科技有限公司',
      '存续',
      '法定代表人',
      '王伟',
      '注册资本',
      '5000万人民币',
      '成立日期',
      '2015-03-02',
    ])
      expect(texts).toContain(t)
    expect(texts).toContain('扫码查看企业详情')
    expect(images).toEqual([expect.objectContaining({ image: 'QR-IMAGE', w: 216, h: 216 })])
    // the QR code sits inside the poster
    expect(images[0].y + images[0].h).toBeLessThan(size.height - 110)
  })

  it('draws a person’s counts and main roles, the legal representative first', () => {
    const { ctx, texts } = recorder()
    const spec = personPoster(person)
    expect(spec.lines).toEqual(['乙公司 · 法定代表人、执行董事', '甲公司 · 股东'])
    drawPoster(ctx, spec, measurePoster(ctx, spec), null)
    expect(texts).toEqual(
      expect.arrayContaining(['王伟', '关联企业', '5 家', '担任法定代表人', '2 家', '乙公司 · 法定代表人、执行董事', '扫码查看人员详情']),
    )
    expect(measurePoster(ctx, spec).height).toBeGreaterThan(measurePoster(ctx, { ...spec, lines: [] }).height)
  })

  it('wraps a long name onto two lines, the second cut with an ellipsis', () => {
    const { ctx } = recorder()
    expect(wrapText(ctx, '一二三四五六', 40, 2)).toEqual(['一二三四', '五六'])
    const lines = wrapText(ctx, '一二三四五六七八九十甲乙', 40, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith('…')).toBe(true)
    expect(lines[1].length * 10).toBeLessThanOrEqual(40)
  })

  it('gives the share menu a title naming the profile', () => {
    expect(shareTitle({ kind: 'company', name: '甲公司' })).toBe('甲公司的工商信息、股东和风险 - 云企查')
    expect(shareTitle({ kind: 'person', name: '王伟' })).toBe('王伟的任职企业和合作伙伴 - 云企查')
  })
})

describe('the share sheet in H5', () => {
  let h: ReturnType<typeof setupPage>
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg=='
  let drawn: ReturnType<typeof recorder>

  beforeEach(() => {
    jest.restoreAllMocks()
    h = setupPage()
    drawn = recorder()
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => drawn.ctx) as never)
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG)
    jest.spyOn(Taro, 'downloadFile').mockImplementation((() => Promise.resolve({ statusCode: 200, tempFilePath: 'blob:qr-1' })) as never)
    // jsdom loads no images: this one loads at once
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const img = {} as { onload?: () => void; src?: string }
      return new Proxy(img, {
        set(t, k, v) {
          ;(t as Record<string | symbol, unknown>)[k] = v
          if (k === 'src') setTimeout(() => t.onload?.(), 0)
          return true
        },
      }) as unknown as HTMLImageElement
    })
    h.on('POST', '/yqc/api/v1/entry/create', (d) => ({
      data: { code: 'Ab3dEf7hIjKl9nOpQr', kind: d.kind, id: d.id, link: 'http://h5/#/pagesIndex/entry/entry?q=Ab3dEf7hIjKl9nOpQr' },
    }))
  })

  it('asks for the company’s code, fetches its plain QR image and shows the drawn PNG to save', async () => {
    render(<ShareButton spec={companyPoster(head)} />)
    fireEvent.click(screen.getByTestId('share-fab'))
    expect(screen.getByText('海报生成中…')).toBeTruthy()
    await settle(20)
    await new Promise((r) => setTimeout(r, 5))
    await settle(20)
    expect(h.callsTo('/yqc/api/v1/entry/create')[0].data).toEqual({ kind: 'company', id: 'P1' })
    const url = (Taro.downloadFile as unknown as jest.Mock).mock.calls[0][0].url as string
    expect(url).toBe('/api/yqc/api/v1/entry/image?code=Ab3dEf7hIjKl9nOpQr&type=link')
    expect(drawn.images[0].image).toBeTruthy()
    expect(drawn.texts).toContain('深圳市腾飞科技有限公司')
    expect(screen.getByTestId('poster-image').getAttribute('src')).toBe(PNG)

    const click = jest.fn()
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      click(this.download, this.href)
    })
    fireEvent.click(screen.getByTestId('poster-save'))
    await settle()
    expect(click).toHaveBeenCalledWith('深圳市腾飞科技有限公司-云企查.png', PNG)
    expect(h.toasts()[0].title).toBe('海报已下载')
  })

  it('says what went wrong and offers to try again', async () => {
    h.on('POST', '/yqc/api/v1/entry/create', () => ({ status: 429, code: '4290', msg: '生成二维码过于频繁，请1分钟后再试' }))
    render(<ShareButton spec={personPoster(person)} />)
    fireEvent.click(screen.getByTestId('share-fab'))
    await settle(20)
    expect(screen.getByText('生成二维码过于频繁，请1分钟后再试')).toBeTruthy()
    expect(screen.getByText('重新生成')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('关闭'))
    expect(screen.queryByTestId('share-poster')).toBeNull()
  })

  it('shows no button before the profile has loaded', () => {
    render(<ShareButton spec={null} />)
    expect(screen.queryByTestId('share-fab')).toBeNull()
  })
})
