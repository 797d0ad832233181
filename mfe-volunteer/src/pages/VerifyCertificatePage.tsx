import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@ieum/platform';
import { Button, Card, TextField, TopBar, usePageTitle } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { type CertificateCheck, checkCertificate } from '../api/visits';

/**
 * /verify?code=IEUM-XXXX-XXXX: anyone (no sign-in) checks a volunteer-hours certificate's code.
 * A query string, not /verify/<code>: the shell routes exact paths only.
 */
export default function VerifyCertificatePage() {
  usePageTitle('봉사활동 확인서 진위 확인');
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [result, setResult] = useState<CertificateCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, run] = useSingleFlight<'check'>();
  const busy = checking !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError('확인 코드를 입력해주세요.');
      return;
    }
    await run('check', async () => {
      setResult(null);
      setError(null);
      try {
        setResult(await checkCertificate(code.trim()));
      } catch (failure) {
        setError(errorMessage(failure, '확인서를 확인하지 못했어요. 잠시 후 다시 시도해주세요.'));
      }
    });
  };

  return (
    <main className="ui-page">
      <TopBar title="확인서 진위 확인" showBack={false} />
      <div className="ui-page__body">
        <form className="vol-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="확인 코드"
            hint="확인서에 적힌 코드 (예: IEUM-AB12-CD34)"
            autoCapitalize="characters"
            autoComplete="off"
            value={code}
            error={error ?? undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" block disabled={busy} aria-busy={busy}>
            {busy ? '확인 중...' : '확인하기'}
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {result && (
            <Card aria-labelledby="vol-verify-title">
              <h2 id="vol-verify-title" className="vol-section-title">
                이음에서 발급한 확인서가 맞아요
              </h2>
              <dl className="vol-facts">
                <dt>코드</dt>
                <dd>{result.code}</dd>
                <dt>봉사자</dt>
                <dd>{result.volunteerName}</dd>
                <dt>발급일</dt>
                <dd>{result.issuedAt.slice(0, 10)}</dd>
                <dt>총 시간</dt>
                <dd>
                  {result.totalHours}시간 ({result.visitCount}회)
                </dd>
              </dl>
              <ul className="vol-hours-list" aria-label="확인서의 방문">
                {result.visits.map((visit) => (
                  <li key={`${visit.date}-${visit.start}`} className="vol-hours-item">
                    {visit.date} {visit.start}~{visit.end} · {visit.hours}시간
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
    </main>
  );
}
