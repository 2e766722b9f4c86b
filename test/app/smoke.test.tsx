import { render, screen } from '@testing-library/react'
import { View, Text } from '@tarojs/components'

test('a Taro view renders into the DOM', async () => {
  render(
    <View className='x'>
      <Text>你好</Text>
    </View>,
  )
  expect(await screen.findByText('你好')).toBeTruthy()
})
