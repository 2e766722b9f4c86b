import { browserName, describeDevice } from '../../src/domain/device'

describe('login device fields', () => {
  it('names the browser in H5 and drops the "unknown" placeholders', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
    expect(describeDevice({ model: 'unknown', brand: 'unknown', system: 'Linux 64-bit' }, true, ua)).toEqual({
      deviceName: 'Chrome 浏览器',
      phoneBrand: '',
      systemVersion: 'Linux 64-bit',
    })
    expect(browserName('Mozilla/5.0 (iPhone) AppleWebKit Version/17 Mobile/15E148 Safari/604.1')).toBe('Safari 浏览器')
    expect(browserName('... MicroMessenger/8.0 ...')).toBe('微信内置浏览器')
    expect(browserName('... Edg/120 ...')).toBe('Edge 浏览器')
  })

  it('keeps the model and brand the platform knows (mini-program, mobile browsers)', () => {
    expect(describeDevice({ model: 'Pixel 7', brand: 'Google', system: 'Android 14' }, true, 'Chrome/120').deviceName).toBe('Pixel 7')
    expect(describeDevice({ model: 'iPhone 15', brand: 'Apple', system: 'iOS 17.1' }, false)).toEqual({
      deviceName: 'iPhone 15',
      phoneBrand: 'Apple',
      systemVersion: 'iOS 17.1',
    })
    expect(describeDevice({}, false).deviceName).toBe('未知设备')
  })
})
