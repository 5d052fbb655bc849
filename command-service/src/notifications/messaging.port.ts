import { randomUUID } from 'node:crypto'
import type { SqlQueryable } from '@slotwise/events'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'

/** One outgoing message; `template` names what it is (`staff.invitation`, `staff.verificationCode`, …). */
export interface OutgoingMessage {
  businessId: string | null
  to: string
  subject?: string | undefined
  body: string
  template: string
}

export interface EmailPort {
  sendEmail(message: OutgoingMessage): Promise<void>
}

export interface SmsPort {
  sendSms(message: OutgoingMessage): Promise<void>
}

export type MessagingPorts = EmailPort & SmsPort

/**
 * The default adapter: every message goes to the local `outbox_messages` table, which the business
 * app shows, so demos and tests run offline. Real SMTP and SMS adapters implement the same ports.
 */
export function outboxMessaging(sql: SqlQueryable, now: () => Date): MessagingPorts {
  const store = async (channel: 'email' | 'sms', m: OutgoingMessage) => {
    await sql.query(
      `INSERT INTO outbox_messages (message_id, channel, business_id, recipient, subject, body, template, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), channel, m.businessId, m.to, m.subject ?? null, m.body, m.template, now()],
    )
  }
  return {
    sendEmail: (m) => store('email', m),
    sendSms: (m) => store('sms', m),
  }
}

/** The messaging ports for a service: the outbox unless a real adapter is configured. */
export function messagingFor(deps: ServiceDeps): MessagingPorts {
  return outboxMessaging(deps.sql, deps.now)
}
