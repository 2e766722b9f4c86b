import type { SmsScene } from '../../../contract/api/api'

/** Sends a verification code by SMS. Tests and local runs use LocalSmsProvider. */
export interface SmsProvider {
  send(phone: string, code: string, scene: SmsScene): Promise<void>
}

export type LogLine = (line: string) => void

/** Writes the code to the server log instead of sending it: `[SMS] phone=… scene=… code=…`. */
export class LocalSmsProvider implements SmsProvider {
  constructor(private readonly log: LogLine) {}

  async send(phone: string, code: string, scene: SmsScene): Promise<void> {
    this.log(`[SMS] phone=${phone} scene=${scene} code=${code}`)
  }
}
