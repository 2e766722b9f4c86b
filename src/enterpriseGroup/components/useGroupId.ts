import Taro from '@tarojs/taro'
import { decodeParam } from '@/domain/routeParam'

/** the group a page shows: its groupId parameter */
export const useGroupId = (): string => decodeParam(Taro.getCurrentInstance().router?.params?.groupId) ?? ''
