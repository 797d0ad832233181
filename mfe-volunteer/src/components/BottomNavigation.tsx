import { NavLink } from 'react-router-dom';

const ITEMS = [
  { to: '/availableTime', label: '나의 일정' },
  { to: '/matchinglist', label: '매칭내역' },
  { to: '/completereview', label: '완료/후기' },
  { to: '/myhours', label: '봉사 시간' },
] as const;

/** The volunteer's four sections, at the bottom of the home page. */
export function BottomNavigation() {
  return (
    <nav className="vol-bottom-nav" aria-label="봉사자 메뉴">
      {ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} className="vol-bottom-nav__item">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
