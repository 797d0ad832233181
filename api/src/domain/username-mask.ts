/**
 * The ID 아이디 찾기 shows: the first half stays readable (at least 2 characters, so the owner
 * recognises it), the rest is hidden, one * per character: "haneul_kim" -> "haneu*****".
 * Kakao accounts (kakao_<id>) keep only the prefix and 2 digits: the number means nothing to them.
 */
export function maskUsername(username: string): string {
  const visible = username.toLowerCase().startsWith('kakao_')
    ? 'kakao_'.length + 2
    : Math.min(username.length - 1, Math.max(2, Math.ceil(username.length / 2)));
  return username.slice(0, visible) + '*'.repeat(username.length - visible);
}
