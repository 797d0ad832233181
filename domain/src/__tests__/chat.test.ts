import { CHATBOT_NAME_MESSAGES, checkChatbotName, isChatbotPresetImage, isEmotionLabel } from '../chat';
import { withParticle } from '../korean';

describe('chat vocabulary', () => {
  it('checks companion names', () => {
    expect(checkChatbotName('  해님 ')).toEqual({ name: '해님' });
    expect(checkChatbotName('😊해님')).toEqual({ name: '😊해님' });
    expect(checkChatbotName('가'.repeat(20))).toEqual({ name: '가'.repeat(20) });
    expect(checkChatbotName('')).toEqual({ problem: CHATBOT_NAME_MESSAGES.EMPTY });
    expect(checkChatbotName('가'.repeat(21))).toEqual({ problem: CHATBOT_NAME_MESSAGES.TOO_LONG });
    for (const invisible of ['해\u200b님', '\u3164', '해\u202e님', 'a\u0000b']) expect(checkChatbotName(invisible)).toEqual({ problem: CHATBOT_NAME_MESSAGES.INVISIBLE });
  });
  it('knows the labels and preset pictures', () => {
    expect(isEmotionLabel('외로움')).toBe(true);
    expect(isEmotionLabel('행복')).toBe(false);
    expect(isChatbotPresetImage('preset:moon')).toBe(true);
    expect(isChatbotPresetImage('preset:dragon')).toBe(false);
  });
  it('picks the particle that fits the final consonant', () => {
    expect(withParticle('해님', '이', '가')).toBe('해님이');
    expect(withParticle('하루', '이', '가')).toBe('하루가');
    expect(withParticle('해님', '이에요', '예요')).toBe('해님이에요');
    expect(withParticle('하루', '이에요', '예요')).toBe('하루예요');
    expect(withParticle('서울', '으로', '로')).toBe('서울로');
    expect(withParticle('AI', '이', '가')).toBe('AI가');
  });
});
