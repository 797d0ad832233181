import type { RiskAssessment } from '../risk';

/**
 * What the LLM engine says instead of the model when the message carries a risk: fixed,
 * reviewed texts (109 for the mind, 119 for the body), never a generated one. The safety layers
 * in companion.ts usually answer such a message before any engine is asked.
 */
export function safeRiskReply(risk: RiskAssessment, chatBotName: string): string {
  const name = chatBotName || '저';
  if (risk.level === 'concern') {
    return `혹시 마음이 많이 힘드신가요? ${name}에게 천천히 말씀해 주세요. 힘드실 때는 자살예방상담전화 109에서도 24시간 이야기를 들어 줍니다.`;
  }
  switch (risk.kind) {
    case 'ACUTE_ILLNESS':
    case 'FALL':
    case 'MEDICATION':
      return '많이 걱정돼요. 위험할 수 있으니 지금 바로 119에 전화해 주세요. 곁에 계신 분이나 가족에게도 꼭 알려 주세요.';
    case 'NOT_EATING':
      return '며칠째 못 드셨다니 정말 걱정돼요. 어지럽거나 기운이 없으시면 119에 전화해 주세요. 마음이 힘드시면 자살예방상담전화 109에서도 이야기를 들어 줍니다.';
    default:
      return `그렇게 힘든 마음을 ${name}에게 말씀해 주셔서 고맙습니다. 혼자 견디지 마시고 자살예방상담전화 109에 전화해 주세요. 24시간 이야기를 들어 줍니다. 위험한 상황이면 119에 전화하세요. 저도 여기 곁에 있을게요.`;
  }
}
