import { View, Text } from '@tarojs/components'
import { navigate } from '@/services/nav'
import { to } from '@/links.gen'

/** Terms checkbox, unticked by default; the links open the documents without ticking the box. */
export default function Agreement({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const openDoc = (url: string) => (e) => {
    e?.stopPropagation?.()
    navigate(url)
  }
  return (
    <View className='agreement' onClick={() => onChange(!checked)}>
      <View
        className={`agreement__box ${checked ? 'is-checked' : ''}`}
        role='checkbox'
        aria-checked={checked}
        aria-label='同意用户协议和隐私政策'
      >
        {checked && <View className='agreement__tick' />}
      </View>
      <Text className='agreement__text'>
        我已阅读并同意
        <Text className='agreement__link' onClick={openDoc(to.userAgreement())}>
          《用户协议》
        </Text>
        和
        <Text className='agreement__link' onClick={openDoc(to.privacyPolicy())}>
          《隐私政策》
        </Text>
      </Text>
    </View>
  )
}

export const AGREEMENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》'
