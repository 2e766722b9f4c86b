import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import SubmitFree from '../../../src/pagesUser/feedback/submitFree/submitFree'
import Dysfunction from '../../../src/pagesUser/feedback/dysfunction/dysfunction'
import DataRelated from '../../../src/pagesUser/feedback/dataRelated/dataRelated'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, typeInto, user } from './harness'

type Any = any
let h: ReturnType<typeof setupPage>
const SUBMIT = '/user/api/v1/feedback/submit'

/** Taro.chooseImage gives one picture; Taro.uploadFile reports progress when told and finishes with the next id. */
function fakeUploads() {
  let n = 0
  const pending: Array<{ progress: (p: number) => void; finish: () => void; fail: () => void }> = []
  jest.spyOn(Taro, 'chooseImage').mockImplementation((async () => {
    n++
    return { tempFiles: [{ path: `blob:shot${n}`, size: 2048 }], tempFilePaths: [`blob:shot${n}`] }
  }) as Any)
  jest.spyOn(Taro, 'uploadFile').mockImplementation(((opts: Any) => {
    expect(opts.formData).toEqual({ purpose: 'feedback' })
    expect(opts.header.token).toBe(TOKEN)
    const id = String(pending.length + 1)
      .repeat(24)
      .slice(0, 24)
    let cb: (p: { progress: number }) => void = () => undefined
    let resolve: (v: unknown) => void = () => undefined
    let reject: (e: unknown) => void = () => undefined
    const p: Any = new Promise((res, rej) => ((resolve = res), (reject = rej)))
    p.progress = (f: Any) => (cb = f)
    pending.push({
      progress: (v) => cb({ progress: v }),
      finish: () =>
        resolve({
          statusCode: 200,
          data: JSON.stringify({
            code: '0000',
            msg: '',
            data: { id, url: `/files/${id}.png?sig=1`, mime: 'image/png', size: 2048, width: 1, height: 1 },
          }),
        }),
      fail: () => reject({ errMsg: 'uploadFile:fail' }),
    })
    return p
  }) as Any)
  return pending
}

const tap = async (testId: string, i = 0) => {
  fireEvent.click(screen.getAllByTestId(testId)[i])
  await settle()
}
const lastToast = () => h.toasts().at(-1)?.title

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
  h.on('POST', SUBMIT, () => ({ data: { id: 41, status: 'pending' } }))
})

describe('意见建议 (submitFree)', () => {
  it('counts the characters, refuses too short a text and a bad phone without sending, then sends with the images', async () => {
    const uploads = fakeUploads()
    render(<SubmitFree />)
    typeInto(screen.getByTestId('fb-content'), '太短了')
    expect(screen.getByTestId('fb-content-count').textContent).toBe('3/500')
    await tap('fb-submit')
    expect(lastToast()).toBe('反馈内容至少 10 个字')

    typeInto(screen.getByTestId('fb-content'), '希望企业详情页能增加导出 PDF 的功能')
    await tap('fb-image-add')
    expect(screen.getAllByTestId('fb-image')).toHaveLength(1)
    act(() => uploads[0].progress(42))
    await settle()
    expect(screen.getByTestId('fb-image-progress').textContent).toBe('42%')
    await tap('fb-submit')
    expect(lastToast()).toBe('图片正在上传，请稍候')
    uploads[0].finish()
    await settle()
    expect(screen.queryByTestId('fb-image-progress')).toBeNull()

    // a second image, then removed again
    await tap('fb-image-add')
    uploads[1].finish()
    await settle()
    expect(screen.getAllByTestId('fb-image')).toHaveLength(2)
    await tap('fb-image-remove', 1)
    expect(screen.getAllByTestId('fb-image')).toHaveLength(1)

    typeInto(screen.getByTestId('fb-contact'), '12345')
    await tap('fb-submit')
    expect(lastToast()).toBe('请输入正确的11位手机号')
    expect(h.callsTo(SUBMIT)).toHaveLength(0)

    typeInto(screen.getByTestId('fb-contact'), '13912345678')
    await tap('fb-submit')
    expect(h.callsTo(SUBMIT)[0].data).toEqual({
      kind: 'suggestion',
      content: '希望企业详情页能增加导出 PDF 的功能',
      images: ['1'.repeat(24)],
      contact: '13912345678',
    })
    expect(h.spies.redirectTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/feedback/feedbackSuc/feedbackSuc?kind=suggestion' }),
    )
  })

  it('drops an image whose upload failed, and keeps what was written when the server refuses', async () => {
    const uploads = fakeUploads()
    h.on('POST', SUBMIT, () => ({ code: '4290', msg: '每天最多提交 20 条反馈，请明天再试', status: 429 }))
    render(<SubmitFree />)
    await tap('fb-image-add')
    uploads[0].fail()
    await settle()
    expect(screen.queryAllByTestId('fb-image')).toHaveLength(0)
    typeInto(screen.getByTestId('fb-content'), '这是一条足够长的意见建议内容')
    await tap('fb-submit')
    expect(h.callsTo(SUBMIT)).toHaveLength(1)
    expect(lastToast()).toBe('每天最多提交 20 条反馈，请明天再试')
    expect(h.spies.redirectTo).not.toHaveBeenCalled()
    expect(screen.getByTestId('fb-content-count').textContent).toBe('14/500')
  })

  it('takes at most six images', async () => {
    const uploads = fakeUploads()
    render(<SubmitFree />)
    for (let i = 0; i < 6; i++) {
      await tap('fb-image-add')
      uploads[i].finish()
      await settle()
    }
    expect(screen.getAllByTestId('fb-image')).toHaveLength(6)
    expect(screen.queryByTestId('fb-image-add')).toBeNull()
  })
})

describe('功能异常 (dysfunction)', () => {
  it('shows the version and device that go with the report, and sends them with the feature', async () => {
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ brand: 'Apple', model: 'iPhone', system: 'iOS 17', platform: 'ios' } as Any)
    render(<Dysfunction />)
    expect(screen.getByTestId('fb-device').textContent).toBe('将随反馈附带：版本 1.0.1 · iPhone · iOS 17')
    typeInto(screen.getByTestId('fb-content'), '点击风险扫描后页面一直转圈，无法显示结果')
    await tap('fb-submit')
    expect(lastToast()).toBe('请选择出现异常的功能')
    await tap('fb-feature-risk')
    await tap('fb-submit')
    expect(h.callsTo(SUBMIT)[0].data).toEqual({
      kind: 'fault',
      feature: 'risk',
      content: '点击风险扫描后页面一直转圈，无法显示结果',
      images: [],
      appVersion: '1.0.1',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone',
      deviceSystem: 'iOS 17',
      devicePlatform: 'ios',
    })
    expect(h.spies.redirectTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/feedback/feedbackSuc/feedbackSuc?kind=fault' }),
    )
  })
})

describe('数据纠错 (dataRelated)', () => {
  const HEADER = { pid: 'p1', name: '杭州云企科技有限公司', legalPerson: '张三', status: '存续' }
  const record = (i: number) => ({
    id: 100 + i,
    dimension: 'trademark',
    date: `2024-01-${String(i).padStart(2, '0')}`,
    amount: null,
    title: `云企${i}`,
    refNo: `TM${i}`,
    status: '已注册',
    parties: [],
    fields: {},
    source: '',
    capturedAt: '',
    isCurrent: true,
  })

  function serveCompany() {
    h.on('GET', '/yqc/api/v1/business/header', () => ({ data: HEADER }))
    h.on('GET', '/yqc/api/v1/business/profile', () => ({
      data: { dimensions: [{ key: 'trademark', label: '商标', category: 'ip', count: 25 }] },
    }))
    h.on('GET', '/yqc/api/v1/dimension/list', (_d, q) => {
      const pageNum = Number(q.pageNum)
      const list = Array.from({ length: 25 }, (_, i) => record(i + 1)).slice((pageNum - 1) * 20, pageNum * 20)
      return {
        data: { dimension: 'trademark', total: 25, totalText: '25', pageNum, pageSize: 20, list, currentCount: 25, historyCount: 0 },
      }
    })
  }

  it('opened from a company profile: the company is set; picks a dimension, a field and a record, and sends the correction', async () => {
    serveCompany()
    h.params({ pid: 'p1' })
    render(<DataRelated />)
    await settle()
    expect(h.callsTo('/yqc/api/v1/business/header')[0].query).toEqual({ pid: 'p1' })
    expect(screen.getByTestId('fb-company-selected').textContent).toContain('杭州云企科技有限公司')
    expect(screen.getByTestId('fb-company-selected').textContent).toContain('张三 · 存续')
    // free for everyone: the page says so and asks nothing about membership
    expect(screen.getByText(/纠错免费，所有用户均可提交/)).toBeTruthy()

    await tap('fb-submit')
    expect(lastToast()).toBe('请选择纠错维度')
    await tap('fb-target')
    expect(screen.getByTestId('fb-target-trademark').textContent).toBe('商标25')
    await tap('fb-target-trademark')
    expect(screen.queryByTestId('fb-target-sheet')).toBeNull()

    await tap('fb-field')
    await tap('fb-field-title')
    expect(screen.getByTestId('fb-field').textContent).toContain('商标名称')

    await tap('fb-record')
    expect(h.callsTo('/yqc/api/v1/dimension/list')[0].query).toMatchObject({
      dimension: 'trademark',
      pid: 'p1',
      pageNum: '1',
      pageSize: '20',
    })
    expect(screen.getAllByTestId('fb-record-option')).toHaveLength(20)
    await tap('fb-record-more')
    expect(screen.getAllByTestId('fb-record-option')).toHaveLength(25)
    await tap('fb-record-option', 2)
    expect(screen.getByTestId('fb-record').textContent).toContain('云企3')

    typeInto(screen.getByTestId('fb-content'), '商标名称有错别字')
    await tap('fb-submit')
    expect(lastToast()).toBe('请填写正确的信息')
    typeInto(screen.getByTestId('fb-expected'), '应为“云企三”')
    await tap('fb-submit')
    expect(h.callsTo(SUBMIT)[0].data).toEqual({
      kind: 'correction',
      pid: 'p1',
      target: 'trademark',
      field: 'title',
      recordId: 103,
      content: '商标名称有错别字',
      expected: '应为“云企三”',
      images: [],
    })
    expect(h.spies.redirectTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/feedback/feedbackSuc/feedbackSuc?kind=correction' }),
    )
  })

  it('finds the company by a search; 工商信息 offers the registration fields and no record', async () => {
    serveCompany()
    h.on('GET', '/search/api/v1/middle/entPersonSearch', (_d, q) => ({
      data: {
        total: 1,
        totalText: '1',
        pageNum: 1,
        pageSize: 10,
        keyword: q.keyword,
        persons: [],
        tookMs: 1,
        list: [
          {
            pid: 'p1',
            name: '杭州云企科技有限公司',
            highlight: [],
            status: '存续',
            legalPerson: '张三',
            regionName: '浙江省 杭州市',
            logo: '',
          },
        ],
      },
    }))
    render(<DataRelated />)
    await settle()
    await tap('fb-submit')
    expect(lastToast()).toBe('请选择纠错企业')
    typeInto(screen.getByTestId('fb-company-search'), '云企')
    await act(async () => {
      await new Promise((r) => setTimeout(r, 450))
    })
    await settle()
    expect(h.callsTo('/search/api/v1/middle/entPersonSearch')[0].query).toMatchObject({ keyword: '云企', pageNum: '1', pageSize: '10' })
    await tap('fb-company-hit')
    expect(screen.getByTestId('fb-company-selected').textContent).toContain('杭州云企科技有限公司')

    await tap('fb-target')
    await tap('fb-target-basic')
    expect(screen.queryByTestId('fb-record')).toBeNull()
    await tap('fb-field')
    expect(screen.getByTestId('fb-field-legalPerson').textContent).toBe('法定代表人')
    await tap('fb-field-legalPerson')
    typeInto(screen.getByTestId('fb-content'), '法定代表人已经变更')
    typeInto(screen.getByTestId('fb-expected'), '法定代表人应为李四')
    await tap('fb-submit')
    expect(h.callsTo(SUBMIT)[0].data).toEqual({
      kind: 'correction',
      pid: 'p1',
      target: 'basic',
      field: 'legalPerson',
      content: '法定代表人已经变更',
      expected: '法定代表人应为李四',
      images: [],
    })
  })
})
