import { ADDRESS_DETAIL_MAX_LENGTH, checkNameText, NAME_MAX_LENGTH, NAME_PATTERN, textPolicyMessage, USERNAME_MAX_LENGTH } from '@ieum/domain';

// Shown under the field as the user types; the same words as the API's refusals, plus how many
// characters are there now, because the field no longer cuts what is typed or pasted.
function tooLong(label: string, value: string, max: number): string | undefined {
  const length = [...value.trim()].length;
  return length > max ? `${label} ${max}자 이하로 입력해주세요. (지금 ${length}자)` : undefined;
}

export function usernameProblem(username: string): string | undefined {
  return tooLong('아이디는', username, USERNAME_MAX_LENGTH);
}

export function nameProblem(name: string): string | undefined {
  // Characters that show nothing could make a name look blank: the API refuses them first.
  const policy = checkNameText(name);
  if ('problem' in policy) return textPolicyMessage(policy.problem, '이름');
  const trimmed = name.trim();
  if (trimmed && !NAME_PATTERN.test(trimmed)) return "이름에는 글자, 숫자, 공백과 . ' · _ - 만 쓸 수 있습니다.";
  return tooLong('이름은', name, NAME_MAX_LENGTH);
}

export function addressDetailProblem(detail: string): string | undefined {
  return tooLong('상세 주소는', detail, ADDRESS_DETAIL_MAX_LENGTH);
}
