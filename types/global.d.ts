/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.scss'

declare const API_ROOT: string
declare const SIGN_SECRET: string
/** package.json's version, compiled in (config/index.ts) */
declare const PACKAGE_VERSION: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | 'swan' | 'alipay' | 'tt' | 'qq' | 'jd'
  }
}
