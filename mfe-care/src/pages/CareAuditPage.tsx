import { useState } from 'react';
import { CARE_AUDIT_DEFAULT_DAYS, DAY_MS, districtName, koreanDateTimeLabel, toSeoulDate, USER_TYPES, isUserType } from '@ieum/domain';
import { TextField, TopBar, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded } from '@ieum/app-kit';
import { getAudit, type AuditRange } from '../api/get-audit';
import { CsvButton } from '../components/CsvButton';

/** Who looked at which older person's data, and when: the district's record, shown and exported. */
export default function CareAuditPage() {
  const [range, setRange] = useState<Required<AuditRange>>(() => ({
    from: toSeoulDate(Date.now() - CARE_AUDIT_DEFAULT_DAYS * DAY_MS),
    to: toSeoulDate(Date.now()),
  }));
  const { state, retry } = useLoaded(() => getAudit(range), '열람 기록을 불러오지 못했어요.', `${range.from}/${range.to}`);
  const change = (part: keyof AuditRange) => (value: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setRange((current) => ({ ...current, [part]: value }));
  };

  return (
    <main className="ui-page care-page--wide">
      <TopBar title="열람 기록" backTo="/care" />
      <div className="ui-page__body">
        <p className="care-section__rule">
          사회복지사와 가족이 어르신의 정보를 본 기록이에요. 담당 구의 기록만 보여요. 최근 500건까지 보이고, 파일에는 기간 안의 기록이 모두 담겨요.
        </p>
        <div className="care-range">
          <TextField label="시작 날짜" type="date" value={range.from} max={range.to} onChange={(event) => change('from')(event.target.value)} />
          <TextField label="끝 날짜" type="date" value={range.to} min={range.from} onChange={(event) => change('to')(event.target.value)} />
        </div>
        <CsvButton list="audit" label="열람 기록" query={range} />
        <LoadedContent
          state={state}
          onRetry={retry}
          placeholder={<LoadingStatus label="열람 기록을 불러오는 중이에요..." />}
          empty={<p className="care-empty">이 기간에는 열람 기록이 없어요.</p>}
        >
          {(entries) => (
            <div className="care-table-wrap">
              <table className="care-table">
                <caption className="ui-visually-hidden">열람 기록 (최근 순)</caption>
                <thead>
                  <tr>
                    <th scope="col">때</th>
                    <th scope="col">본 사람</th>
                    <th scope="col">어르신</th>
                    <th scope="col">본 내용</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{koreanDateTimeLabel(entry.at)}</td>
                      <td>
                        {entry.actor.name} ({isUserType(entry.actor.role) ? USER_TYPES[entry.actor.role] : entry.actor.role})
                      </td>
                      <td>
                        {entry.elderly.name} ({districtName(entry.district)})
                      </td>
                      <td>{entry.actionLabel}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LoadedContent>
      </div>
    </main>
  );
}
