import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ContactInfo } from '../../../contract/schemas/app-info'
import HeaderBar from '@/components/HeaderBar'
import { CLIENT_VERSION } from '@/domain/constants'
import { to } from '@/links.gen'
import { contactInfoQuietly } from '@/services/appInfo'
import { navigate } from '@/services/nav'
import '../shared/user.scss'
import '../setting/info.scss'

const ROWS: Array<{ label: string; url: string; testId: string }> = [
  { label: '用户协议', url: to.userAgreement(), testId: 'about-agreement' },
  { label: '隐私政策', url: to.privacyPolicy(), testId: 'about-privacy' },
  { label: '版本说明', url: to.releaseNotes(), testId: 'about-notes' },
  { label: '开源许可', url: to.openSourceLicences(), testId: 'about-licences' },
  { label: '联系我们', url: to.contactUs(), testId: 'about-contact' },
]

/** 关于我们: the app, its version, what it is and is not, its documents, the operator and its ICP filing. */
export default function About() {
  const [contact, setContact] = useState<ContactInfo | null>(null)
  useEffect(() => {
    contactInfoQuietly().then(setContact, () => setContact(null))
  }, [])

  return (
    <View className='user-page'>
      <HeaderBar title='关于我们' />
      <View className='info-hero'>
        <View className='info-hero__logo'>
          <Text>云</Text>
        </View>
        <Text className='info-hero__name'>云企查</Text>
        <Text className='info-hero__version' data-testid='about-version'>
          版本 {CLIENT_VERSION}
        </Text>
      </View>

      <View className='user-card'>
        <Text className='info-text'>
          云企查汇集国家企业信用信息公示系统、中国执行信息公开网、中国裁判文书网等依法公开渠道的企业信息，提供企业与老板查询、风险扫描、企业监控与数据导出。每条信息都标注来源与采集时间；公开信息可能存在延迟或差错，仅供参考，不构成投资、法律或商业决策建议。
        </Text>
      </View>

      <View className='user-card'>
        {ROWS.map((r) => (
          <View key={r.url} className='info-row' data-testid={r.testId} onClick={() => navigate(r.url).catch(() => undefined)}>
            <View className='info-row__main'>
              <Text className='info-row__label'>{r.label}</Text>
            </View>
            <Text className='info-row__arrow'>›</Text>
          </View>
        ))}
      </View>

      <View className='info-foot' data-testid='about-foot'>
        {contact?.company && <Text>{contact.company}</Text>}
        {contact?.icp && <Text data-testid='about-icp'>{contact.icp}</Text>}
        <Text>Copyright © {new Date().getFullYear()} 云企查 All Rights Reserved</Text>
      </View>
    </View>
  )
}
