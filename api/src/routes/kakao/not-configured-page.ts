/** The start URL opens in a new window: when Kakao is not set up it explains that in Korean. */
export function notConfiguredPage(): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>카카오 로그인 안내 - 이음</title>
<style>
  /* keep-all: Korean words stay whole at the line end instead of breaking mid-word. */
  body { margin: 0; padding: 0 16px; font-family: -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif; font-size: 18px; background: #f7f7fb; color: #1b1b1f; word-break: keep-all; overflow-wrap: anywhere; }
  main { box-sizing: border-box; max-width: 420px; margin: 12vh auto 24px; padding: 24px 20px; background: #fff; border-radius: 16px; box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { font-size: 22px; line-height: 1.4; margin: 0 0 12px; }
  p { line-height: 1.7; margin: 0 0 20px; }
  button { width: 100%; min-height: 56px; padding: 14px; font: inherit; font-weight: 700; border: 0; border-radius: 12px; background: #4a35e8; color: #fff; }
</style>
</head>
<body>
<main data-code="KAKAO_NOT_CONFIGURED">
  <h1>카카오 로그인을 사용할 수 없습니다</h1>
  <p>이 서버에는 카카오 로그인이 아직 설정되어 있지 않습니다. 앱으로 돌아가 아이디와 비밀번호로 로그인하거나 회원가입해 주세요.</p>
  <button type="button" onclick="window.close()">창 닫기</button>
</main>
</body>
</html>
`;
}
