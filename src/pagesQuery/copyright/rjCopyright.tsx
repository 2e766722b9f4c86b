import CopyrightDetail from './CopyrightDetail'

/** 软件著作权 detail by id. */
export default function RjCopyright() {
  return <CopyrightDetail type='rj' />
}
