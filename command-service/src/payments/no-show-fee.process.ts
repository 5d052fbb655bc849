import {
  bookingPaymentStream,
  eventRegistry,
  noShowFeeStream,
  type Checkpoint,
  type PaymentEvent,
  type RecordedEvent,
  type Subscription,
} from '@slotwise/events'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { handleCommand } from '../platform/command-handler.ts'
import { noShowFeeDecider } from './payment.deciders.ts'
import type { PaymentProvider } from './payment.port.ts'
import { CURRENCY, paymentProviderFor } from './payments.service.ts'

export const NO_SHOW_FEE_PROCESS = 'process:no-show-fees'
const REASON = 'Marked as no-show by business user'

export interface ProcessLogger {
  info(object: object, message?: string): void
  error(object: object, message?: string): void
}

/**
 * Charges the no-show fee when an appointment is marked NO_SHOW (business-side §3 noShowFeeInfo).
 *
 * Exactly once, across retries, crashes and restarts:
 * 1. It follows the log from its own checkpoint (`projection_checkpoints`, compare-and-set), and
 *    moves the checkpoint only after the batch's effects are recorded; a crash replays the batch.
 * 2. Each appointment's outcome is a stream `no-show-fee-{appointmentId}`; once it holds an outcome,
 *    replays decide nothing, and a second concurrent writer loses on the stream's revision.
 * 3. The provider call carries the idempotency key `no-show-fee:{appointmentId}`, so a crash
 *    between the charge and its record re-asks the provider, which answers with the first charge.
 *
 * Online-paid items were paid in advance: their fee is retained from the prepayment, never charged
 * again. In-store items are charged off-session to the card saved by the booking's setup intent.
 */
export class NoShowFeeProcessManager {
  private subscription: Subscription | null = null
  private stopped = false
  private loop: Promise<void> | null = null

  constructor(
    private readonly deps: ServiceDeps,
    private readonly options: { provider?: PaymentProvider; logger?: ProcessLogger; retryMs?: number; batchSize?: number } = {},
  ) {}

  private get provider() {
    return this.options.provider ?? paymentProviderFor(this.deps)
  }

  start(): void {
    this.stopped = false
    this.loop = (async () => {
      while (!this.stopped) {
        try {
          let from = await readCheckpoint(this.deps, NO_SHOW_FEE_PROCESS)
          this.subscription = this.deps.store.subscribe({
            after: from,
            batchSize: this.options.batchSize ?? 200,
            onBatch: async (events, checkpoint) => {
              await this.processBatch(events)
              if (!(await writeCheckpoint(this.deps, NO_SHOW_FEE_PROCESS, from, checkpoint))) throw new Error('no-show fee checkpoint moved under this process; re-reading')
              from = checkpoint
            },
          })
          await this.subscription.done
        } catch (error) {
          this.options.logger?.error({ err: error }, 'no-show fee process stopped on an error; it resumes from its checkpoint')
        }
        if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, this.options.retryMs ?? 1000))
      }
    })()
  }

  async stop(): Promise<void> {
    this.stopped = true
    await this.subscription?.stop().catch(() => {})
    await this.loop
  }

  /** Processes everything after the checkpoint, once (tests and the `all` target's catch-up). */
  async catchUp(): Promise<number> {
    let total = 0
    for (;;) {
      const from = await readCheckpoint(this.deps, NO_SHOW_FEE_PROCESS)
      const { events, checkpoint } = await this.deps.store.readAll({ after: from, maxCount: this.options.batchSize ?? 200 })
      if (!events.length || !checkpoint) return total
      await this.processBatch(events)
      if (await writeCheckpoint(this.deps, NO_SHOW_FEE_PROCESS, from, checkpoint)) total += events.length
    }
  }

  private async processBatch(events: RecordedEvent[]): Promise<void> {
    for (const recorded of events) {
      if (recorded.type !== 'AppointmentMarkedNoShow') continue
      const event = eventRegistry.parse(recorded)
      if (event.type !== 'AppointmentMarkedNoShow') continue
      await this.charge(event.data.bookingId, event.data.appointmentId, recorded)
    }
  }

  private async charge(bookingId: string, appointmentId: string, cause: RecordedEvent): Promise<void> {
    const termsEvents = await this.deps.store.readStream(bookingPaymentStream(bookingId))
    const terms = termsEvents.map((e) => eventRegistry.parse(e)).find((e) => e.type === 'BookingPaymentTermsRecorded')
    if (!terms || terms.type !== 'BookingPaymentTermsRecorded') return
    const appointment = terms.data.appointments.find((a) => a.appointmentId === appointmentId)
    if (!appointment || appointment.noShowFeeCents === 0) return
    const t = terms.data
    const key = `no-show-fee:${appointmentId}`
    const ref = { appointmentId, bookingId, businessId: t.businessId }
    await handleCommand(
      {
        store: this.deps.store,
        actor: { type: 'system', id: 'no-show-fee-process' },
        correlationId: cause.metadata.correlationId,
        causationId: cause.eventId,
        now: this.deps.now(),
        reason: REASON,
        idempotencyKey: key,
      },
      async (reader) => {
        const { state } = await reader.load(noShowFeeStream(appointmentId), noShowFeeDecider)
        if (state.processed) return { appends: [], result: null }
        let event: PaymentEvent
        if (appointment.onlinePayment && t.paymentIntentId) {
          event = { type: 'NoShowFeeRetained', data: { ...ref, paymentIntentId: t.paymentIntentId, amountCents: appointment.noShowFeeCents, reason: 'Kept from the online prepayment; not refunded for a no-show' } }
        } else if (!t.setupIntentId || !t.paymentMethodId || !t.providerCustomerId || !t.providerAccountId) {
          event = {
            type: 'NoShowFeeChargeFailed',
            data: { ...ref, paymentIntentId: null, amountCents: appointment.noShowFeeCents, status: null, error: { code: 'no_card_on_file', declineCode: null, message: 'No card was saved for this booking' }, requiresCustomerAction: false, reason: REASON },
          }
        } else {
          const intent = await this.provider.chargeOffSession(
            t.providerAccountId,
            {
              amountCents: appointment.noShowFeeCents, currency: t.currency || CURRENCY, customerId: t.providerCustomerId, paymentMethodId: t.paymentMethodId,
              description: 'No-show fee', metadata: { appointmentId, bookingId, businessId: t.businessId, purpose: 'slotwise_no_show_fee' },
            },
            key,
          )
          event = intent.status === 'succeeded'
            ? { type: 'NoShowFeeCharged', data: { ...ref, paymentIntentId: intent.id, amountCents: intent.amountReceivedCents || appointment.noShowFeeCents, status: intent.status, reason: REASON } }
            : {
                type: 'NoShowFeeChargeFailed',
                data: {
                  ...ref, paymentIntentId: intent.id, amountCents: appointment.noShowFeeCents, status: intent.status,
                  error: intent.lastError ?? { code: 'payment_incomplete', declineCode: null, message: `The charge ended in ${intent.status}` },
                  requiresCustomerAction: intent.status === 'requires_action' || intent.lastError?.code === 'authentication_required',
                  reason: REASON,
                },
              }
        }
        return { appends: [{ streamId: noShowFeeStream(appointmentId), events: [event] }], result: { outcome: event.type } }
      },
    )
  }
}

async function readCheckpoint(deps: ServiceDeps, name: string): Promise<Checkpoint | null> {
  const { rows } = await deps.sql.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projection_checkpoints WHERE projection = $1', [name])
  return rows[0]?.checkpoint ?? null
}

/** Compare-and-set: true when the checkpoint moved from `from` to `to`. */
async function writeCheckpoint(deps: ServiceDeps, name: string, from: Checkpoint | null, to: Checkpoint): Promise<boolean> {
  return deps.sql.transaction(async (tx) => {
    const { rows } = await tx.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projection_checkpoints WHERE projection = $1 FOR UPDATE', [name])
    if ((rows[0]?.checkpoint ?? null) !== from) return false
    await tx.query(
      `INSERT INTO projection_checkpoints (projection, checkpoint, events_applied) VALUES ($1, $2, 0)
       ON CONFLICT (projection) DO UPDATE SET checkpoint = excluded.checkpoint`,
      [name, to],
    )
    return true
  })
}
