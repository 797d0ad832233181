import { toSeoulDate } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { saveFile } from '@ieum/app-kit/src/files/save-file';
import { exportCsv, type CsvList } from '../api/export-csv';

export interface CsvButtonProps {
  list: CsvList;
  /** What the list is, for the button's name (`위기 알림 CSV 내려받기`). */
  label: string;
  query?: Parameters<typeof exportCsv>[1];
}

/** Downloads a dashboard list as a CSV file (opens in Excel with its Korean intact). */
export function CsvButton({ list, label, query }: CsvButtonProps) {
  const [busy, run] = useSingleFlight<'download'>();
  const download = () =>
    run('download', async () => {
      try {
        saveFile(await exportCsv(list, query), `${list}-${toSeoulDate(Date.now())}.csv`);
      } catch (error) {
        await showAlert(errorMessage(error, '파일을 내려받지 못했어요. 다시 시도해주세요.'));
      }
    });
  return (
    <Button variant="secondary" onClick={download} disabled={busy !== null} aria-label={`${label} CSV 내려받기`}>
      {busy ? '내려받는 중...' : 'CSV 내려받기'}
    </Button>
  );
}
