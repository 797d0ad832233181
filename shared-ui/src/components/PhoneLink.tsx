import { formatPhoneDisplay, phoneDigits } from '../format/phone';

export interface PhoneLinkProps {
  phone: string;
  /** Who the tap calls, e.g. "김복지 어르신에게 전화하기"; the number is added for screen readers. */
  label: string;
}

/** Tap-to-call: the number in 3-4-4 on a 48 px target that dials it. */
export function PhoneLink({ phone, label }: PhoneLinkProps) {
  const shown = formatPhoneDisplay(phone);
  return (
    <a className="ui-phone-link" href={`tel:${phoneDigits(phone)}`} aria-label={`${label} ${shown}`}>
      {`📞 ${shown}`}
    </a>
  );
}
