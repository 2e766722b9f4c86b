/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.scss'

declare const API_ROOT: string
declare const SIGN_SECRET: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | 'swan' | 'alipay' | 'tt' | 'qq' | 'jd'
  }
}
