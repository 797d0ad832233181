import { fireEvent, render, screen, within } from '@testing-library/react';
import { CardList } from '../CardList';

const people = [
  { id: 1, name: '김영희', matched: true },
  { id: 2, name: '박철수', matched: false },
];

describe('CardList', () => {
  it('is a named list whose every entry is one button opening that entry', () => {
    const onOpen = jest.fn();
    render(
      <CardList label="신청 내역" items={people} keyOf={(person) => person.id} onOpen={onOpen} itemClassName={(person) => (person.matched ? 'matched' : undefined)}>
        {(person) => <span>{person.name}</span>}
      </CardList>,
    );
    const entries = within(screen.getByRole('list', { name: '신청 내역' })).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual(['김영희', '박철수']);
    expect(entries.map((entry) => entry.className)).toEqual(['ui-card-button matched', 'ui-card-button']);
    fireEvent.click(screen.getByRole('button', { name: '박철수' }));
    expect(onOpen).toHaveBeenCalledWith(people[1]);
  });
});
