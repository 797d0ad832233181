import { formatPhoneDisplay, isMobilePhoneNumber, phoneDigits, toInternationalPhone, toLocalPhone } from '../phone';
import { ageFromBirthDate, birthYearChoices, isRealDate } from '../age';

describe('phone numbers', () => {
  it('keeps only digits', () => {
    expect(phoneDigits('010-1234 5678')).toBe('01012345678');
  });

  it('shows 3-4-4 once the number has 11 digits, the bare digits before', () => {
    expect(formatPhoneDisplay('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneDisplay('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhoneDisplay('0101234')).toBe('0101234');
    expect(formatPhoneDisplay('')).toBe('');
  });

  it('sends +82 and the number without its leading 0 to the code endpoints', () => {
    expect(toInternationalPhone('01012345678')).toBe('+821012345678');
    expect(toInternationalPhone('010-1234-5678')).toBe('+821012345678');
  });

  it('turns international and formatted numbers back into the local 010 form', () => {
    expect(toLocalPhone('+82 10-1234-5678')).toBe('01012345678');
    expect(toLocalPhone('+821012345678')).toBe('01012345678');
    expect(toLocalPhone('821012345678')).toBe('01012345678');
    expect(toLocalPhone('010-1234-5678')).toBe('01012345678');
  });

  it('accepts 010 mobile numbers only', () => {
    expect(isMobilePhoneNumber('01012345678')).toBe(true);
    expect(isMobilePhoneNumber('010-1234-5678')).toBe(true);
    expect(isMobilePhoneNumber('0111234567')).toBe(false);
    expect(isMobilePhoneNumber('0212345678')).toBe(false);
    expect(isMobilePhoneNumber('010123')).toBe(false);
  });
});

describe('age from the birth date', () => {
  const today = new Date(2026, 10, 22); // 22 November 2026

  it('counts full years: the birthday has to have come this year', () => {
    expect(ageFromBirthDate({ year: 1950, month: 11, day: 22 }, today)).toBe(76);
    expect(ageFromBirthDate({ year: 1950, month: 11, day: 23 }, today)).toBe(75);
    expect(ageFromBirthDate({ year: 1950, month: 1, day: 1 }, today)).toBe(76);
    expect(ageFromBirthDate({ year: 1950, month: 12, day: 1 }, today)).toBe(75);
  });

  it('knows which days exist: no 2월 31일, 2월 29일 only in leap years', () => {
    expect(isRealDate({ year: 1997, month: 2, day: 31 })).toBe(false);
    expect(isRealDate({ year: 1953, month: 2, day: 29 })).toBe(false);
    expect(isRealDate({ year: 1952, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 1960, month: 4, day: 31 })).toBe(false);
    expect(isRealDate({ year: 1960, month: 12, day: 31 })).toBe(true);
  });

  it('lists the last 100 birth years, newest first', () => {
    const years = birthYearChoices(100, today);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years[99]).toBe(1927);
  });
});
