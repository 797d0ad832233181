import { validationMessage } from '../errors';
import { fieldName } from '../field-labels';

describe('validation messages name fields the way a Korean user reads them', () => {
  it('picks 은/는 and 을/를 from the last syllable of the label', () => {
    expect(fieldName('username')).toEqual({ topic: '아이디는', object: '아이디를', plain: '아이디' });
    expect(fieldName('phone')).toEqual({ topic: '전화번호는', object: '전화번호를', plain: '전화번호' });
    expect(fieldName('detail')).toEqual({ topic: '상세 주소는', object: '상세 주소를', plain: '상세 주소' });
    expect(fieldName('content')).toEqual({ topic: '후기 내용은', object: '후기 내용을', plain: '후기 내용' });
    expect(fieldName('district').topic).toBe('구는');
  });

  it('names a nested or listed field by its own label, and an unknown key by the key itself', () => {
    expect(fieldName('availableTimes.0.dayOfWeek').plain).toBe('요일');
    expect(fieldName('address.district').object).toBe('구를');
    expect(fieldName('nickname')).toEqual({ topic: "'nickname' 항목은", object: "'nickname' 항목을", plain: "'nickname' 항목" });
  });

  it('does not list long enumerations such as the 23 district codes', () => {
    const values = Array.from({ length: 23 }, (_, index) => `D${index}`);
    const message = validationMessage([{ keyword: 'invalid_value', instancePath: '/district', params: { values } }]);
    expect(message).toBe('구를 목록에서 다시 선택해주세요.');
  });
});
