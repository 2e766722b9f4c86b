/** Opening a downloaded file: the browser saves it under its name; the mini-program opens it in its document viewer. */
import Taro from '@tarojs/taro'

export async function openFile(path: string, fileName: string): Promise<void> {
  if (process.env.TARO_ENV === 'h5') {
    const a = document.createElement('a')
    a.href = path
    a.download = fileName
    document.body.appendChild(a)
    a.click()
    a.remove()
    return
  }
  const ext = fileName.split('.').pop()?.toLowerCase()
  await Taro.openDocument({ filePath: path, fileType: ext === 'xlsx' ? 'xlsx' : 'pdf', showMenu: true })
}
