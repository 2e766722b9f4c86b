/**
 * Calendar days, clock times and weeks as read in China (UTC+8 all year: China keeps no daylight saving time,
 * so a fixed offset is exact). Kept apart from dates.ts so the app, which shows local time, does not load the
 * utc and isoWeek plugins.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import isoWeek from 'dayjs/plugin/isoWeek'

dayjs.extend(utc)
dayjs.extend(isoWeek)

export const CHINA_UTC_OFFSET_MINUTES = 8 * 60

const inChina = (ms: number) => dayjs(ms).utcOffset(CHINA_UTC_OFFSET_MINUTES)

/** yyyy-mm-dd of the day in China at that instant (ms). */
export const chinaDate = (ms: number): string => inChina(ms).format('YYYY-MM-DD')

/** 'HH:mm' of the instant (ms) in China. */
export const chinaTime = (ms: number): string => inChina(ms).format('HH:mm')

/** Start of the China day holding `nowSec`, in Unix seconds. */
export const chinaDayStart = (nowSec: number): number =>
  inChina(nowSec * 1000)
    .startOf('day')
    .unix()

/** yyyy-mm-dd of the Monday of the ISO week holding the calendar day `date` (yyyy-mm-dd). */
export const isoWeekMonday = (date: string): string => dayjs.utc(date).startOf('isoWeek').format('YYYY-MM-DD')
