/**
 * The mall's mark: a five-petal jacaranda blossom around a sun-yellow heart.
 * Colours come from the theme tokens, so it turns yellow-on-black in high contrast.
 */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  const petals = [0, 72, 144, 216, 288];
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <g transform="translate(20 20)">
        {petals.map((angle) => (
          <path
            key={angle}
            transform={`rotate(${angle})`}
            d="M0 -2.5 C -6 -5 -7.5 -13 -3.2 -17 C -1.6 -18.4 1.6 -18.4 3.2 -17 C 7.5 -13 6 -5 0 -2.5 Z"
            fill="var(--illustration-primary)"
            stroke="var(--illustration-line)"
            strokeOpacity="0.12"
            strokeWidth="0.6"
          />
        ))}
        <circle r="4.2" fill="var(--illustration-accent)" />
        <circle r="1.6" fill="var(--illustration-primary)" />
      </g>
    </svg>
  );
}
