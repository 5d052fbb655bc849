import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { OTP_LENGTH } from './contact.ts'

/** Six boxes: letters and digits, uppercased; paste, arrows and backspace move between boxes. */
export function OtpInput({ value, onChange, disabled }: { value: string; onChange: (code: string) => void; disabled?: boolean }) {
  const { t } = useTranslation()
  const refs = useRef<Array<HTMLInputElement | null>>([])
  const chars = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '')
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus()
  const clean = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '')
  const setAt = (i: number, c: string) => {
    const next = [...chars]
    next[i] = c
    onChange(next.join('').slice(0, OTP_LENGTH))
  }
  return (
    <div className="otp" role="group" aria-label={t('booking.otp.label')}>
      {chars.map((c, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el
          }}
          className="otp__box"
          value={c}
          disabled={disabled}
          inputMode="text"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={t('booking.otp.digit', { n: i + 1 })}
          data-testid={`otp-${i}`}
          onChange={(e) => {
            const v = clean(e.target.value)
            if (!v) return setAt(i, '')
            if (v.length > 1) {
              const merged = (chars.slice(0, i).join('') + v).slice(0, OTP_LENGTH)
              onChange(merged)
              focus(merged.length)
              return
            }
            setAt(i, v)
            focus(i + 1)
          }}
          onPaste={(e) => {
            e.preventDefault()
            const v = clean(e.clipboardData.getData('text')).slice(0, OTP_LENGTH)
            if (!v) return
            onChange(v)
            focus(v.length)
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') {
              e.preventDefault()
              focus(i - 1)
            } else if (e.key === 'ArrowRight') {
              e.preventDefault()
              focus(i + 1)
            } else if (e.key === 'Backspace' && !chars[i]) {
              e.preventDefault()
              setAt(i - 1 >= 0 ? i - 1 : 0, '')
              focus(i - 1)
            }
          }}
        />
      ))}
    </div>
  )
}
