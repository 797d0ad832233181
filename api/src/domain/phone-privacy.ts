/**
 * A volunteer's phone as shown before they are matched to the person looking: 010-****-1234.
 * Recommendations go to anyone who makes a request, so full numbers there would let one account
 * collect every volunteer's number.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '***-****-****';
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
