import type { ReactNode } from 'react';

export interface DashboardSectionProps {
  id: string;
  title: string;
  /** The count beside the title; red for what needs someone now. */
  count?: number;
  urgent?: boolean;
  /** One line saying what the list holds (`24시간 넘게 봉사자가 없는 신청`). */
  rule: string;
  action?: ReactNode;
  first?: boolean;
  children: ReactNode;
}

/** One list of the dashboard: heading with its count, what it holds, its CSV download, then the rows. */
export function DashboardSection({ id, title, count, urgent = false, rule, action, first = false, children }: DashboardSectionProps) {
  return (
    <section className={`care-section${first ? ' care-section--first' : ''}`} aria-labelledby={id}>
      <div className="care-section__head">
        <h2 className="care-section__title" id={id}>
          {title}
          {count !== undefined && (
            <span className={`care-badge${urgent && count > 0 ? '' : ' care-badge--calm'}`}>
              {count}
              <span className="ui-visually-hidden">건</span>
            </span>
          )}
        </h2>
        {action}
      </div>
      <p className="care-section__rule">{rule}</p>
      {children}
    </section>
  );
}
