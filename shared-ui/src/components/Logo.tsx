export interface LogoProps {
  size?: number;
  /** Text for screen readers; leave empty when a visible name stands beside the logo. */
  label?: string;
}

/** The brand mark, inline so it shows in the shell, inside remotes and on integrators' pages alike. */
export function Logo({ size = 80, label = '' }: LogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="60" cy="60" r="58" fill="#ffffff" />
      <circle cx="44" cy="52" r="20" fill="none" stroke="#4a35e8" strokeWidth="9" />
      <circle cx="76" cy="52" r="20" fill="none" stroke="#ff6b6b" strokeWidth="9" />
      <path d="M34 86 Q60 104 86 86" fill="none" stroke="#4a35e8" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
