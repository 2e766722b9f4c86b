import CopyrightDetail from './CopyrightDetail'

/** 作品著作权 detail by id. */
export default function ZpCopyright() {
  return <CopyrightDetail type='zp' />
}
