import { Text } from '@tarojs/components'

/** Splits a text into plain and highlighted pieces by [start, end) spans. */
export function splitHighlight(text: string, spans: Array<[number, number]>) {
  const chars = Array.from(text)
  const mark = new Array(chars.length).fill(false)
  for (const [s, e] of spans) for (let i = Math.max(0, s); i < Math.min(chars.length, e); i++) mark[i] = true
  const parts: Array<{ text: string; hit: boolean }> = []
  chars.forEach((c, i) => {
    const last = parts[parts.length - 1]
    if (last && last.hit === mark[i]) last.text += c
    else parts.push({ text: c, hit: mark[i] })
  })
  return parts
}

/** A name with the spans a search matched marked `hl` (the list's style colours them). */
export default function HighlightText({ text, spans }: { text: string; spans: Array<[number, number]> }) {
  return (
    <>
      {splitHighlight(text, spans).map((p, i) => (
        <Text key={i} className={p.hit ? 'hl' : ''}>
          {p.text}
        </Text>
      ))}
    </>
  )
}
