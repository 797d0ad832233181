import { DISTRICT_CODES, DISTRICTS, isDistrictCode, type DistrictCode } from '@ieum/domain';
import { SelectField, TextField } from '@ieum/shared-ui';
import { addressDetailProblem } from '../forms/field-problems';

const DISTRICT_OPTIONS = DISTRICT_CODES.map((code) => ({ value: code, label: DISTRICTS[code] }));

interface AddressFieldsProps {
  /** '' until one is chosen. */
  district: DistrictCode | '';
  detail: string;
  onChange(change: { district?: DistrictCode | ''; addressDetail?: string }): void;
  detailPlaceholder?: string;
}

/** The district (sent as its code) and the address detail, as signup and profile edit ask them. */
export function AddressFields({ district, detail, onChange, detailPlaceholder }: AddressFieldsProps) {
  return (
    <>
      <SelectField
        label="사는 구"
        name="district"
        placeholder="구를 선택해주세요"
        options={DISTRICT_OPTIONS}
        value={district}
        onChange={(event) => onChange({ district: isDistrictCode(event.target.value) ? event.target.value : '' })}
      />
      <TextField
        label="상세 주소"
        name="addressDetail"
        autoComplete="street-address"
        placeholder={detailPlaceholder}
        value={detail}
        error={addressDetailProblem(detail)}
        onChange={(event) => onChange({ addressDetail: event.target.value })}
      />
    </>
  );
}
