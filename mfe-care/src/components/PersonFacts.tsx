import { districtName } from '@ieum/domain';
import type { PersonDetail } from '../api/get-person';
import { ageAndGender, telHref } from './care-labels';

type Person = PersonDetail['elderly'];

/** Who the older person is and how to reach them: the worker calls first. */
export function PersonFacts({ person }: { person: Person }) {
  return (
    <dl className="care-facts">
      <dt>어르신</dt>
      <dd>
        {person.name} {ageAndGender(person) && `(${ageAndGender(person)})`}
      </dd>
      <dt>전화</dt>
      <dd>
        <a className="care-link" href={telHref(person.phone)} aria-label={`${person.name} 어르신에게 전화하기 ${person.phone}`}>
          {person.phone}
        </a>
      </dd>
      <dt>주소</dt>
      <dd>
        {districtName(person.district)} {person.addressDetail}
      </dd>
    </dl>
  );
}
